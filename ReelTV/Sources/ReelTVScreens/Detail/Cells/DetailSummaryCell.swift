import ReelUI

/// The title, the viewing expiry and the control that expands the content info.
final class DetailSummaryCell: CollectionViewCell {
    private let title = Label(numberOfLines: 2)
    private let expiry = Label()
    private let toggle = Button(title: "")

    required init() {
        super.init()
        toggle.identifier = "expand"
        addSubview(StackView(arrangedSubviews: [title, expiry, toggle], axis: .vertical))
    }

    func configure(title: String, expiry: String?, isExpanded: Bool, onToggle: @escaping @MainActor () -> Void) {
        self.title.text = title
        self.expiry.text = expiry ?? ""
        self.expiry.isHidden = expiry == nil
        toggle.title = isExpanded ? "▲ 閉じる" : "▼ 作品詳細"
        toggle.onTap = onToggle
    }
}
