import ReelTVModel
import ReelUI

/// The description, cast and staff, shown while the content info is expanded.
final class ContentInfoCell: CollectionViewCell {
    private let summary = Label(numberOfLines: 0)
    private let cast = Label(numberOfLines: 0)
    private let staff = Label(numberOfLines: 0)

    required init() {
        super.init()
        addSubview(StackView(arrangedSubviews: [summary, cast, staff], axis: .vertical))
    }

    func configure(description: String, cast: [Credit], staff: [Credit]) {
        summary.text = description
        self.cast.text = "キャスト: " + cast.map { "\($0.name)（\($0.role)）" }.joined(separator: "、")
        self.staff.text = "スタッフ: " + staff.map { "\($0.role) \($0.name)" }.joined(separator: "、")
    }
}
