import ReelDataSourceUIKit
import ReelTVModel

/// The description, cast and staff, shown while the content info is expanded.
final class ContentInfoCell: StackCollectionCell {
    private let summary = UILabel(numberOfLines: 0)
    private let cast = UILabel(numberOfLines: 0)
    private let staff = UILabel(numberOfLines: 0)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [summary, cast, staff] { stackView.addArrangedSubview(view) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(description: String, cast: [Credit], staff: [Credit]) {
        summary.text = description
        self.cast.text = "キャスト: " + cast.map { "\($0.name)（\($0.role)）" }.joined(separator: "、")
        self.staff.text = "スタッフ: " + staff.map { "\($0.role) \($0.name)" }.joined(separator: "、")
    }
}
