import ReelDataSourceUIKit

/// The title, the viewing expiry and the control that expands the content info.
final class DetailSummaryCell: StackCollectionCell {
    private let title = UILabel(numberOfLines: 2)
    private let expiry = UILabel()
    private let toggle = UIButton.titled("", identifier: "expand")

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [title, expiry, toggle] { stackView.addArrangedSubview(view) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(title: String, expiry: String?, isExpanded: Bool, onToggle: @escaping @MainActor () -> Void) {
        self.title.text = title
        self.expiry.text = expiry ?? ""
        self.expiry.isHidden = expiry == nil
        toggle.setTitle(isExpanded ? "▲ 閉じる" : "▼ 作品詳細", for: .normal)
        toggle.setTapHandler(onToggle)
    }
}
