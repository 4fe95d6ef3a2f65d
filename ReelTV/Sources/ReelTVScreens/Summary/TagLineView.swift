import ReelDataSourceUIKit

/// A line of a bracketed tag and a detail text beside it, each hidden when it has no text: what
/// the coin and viewing-type columns show below a summary's text.
@MainActor
package class TagLineView: SummaryStackView {
    private let tagLabel = UILabel()
    private let detailLabel = UILabel()

    /// Creates an empty line; `TagCoinView()` and `TagTextView()` make one with a zero frame.
    override package init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 1
        addArrangedSubview(tagLabel)
        addArrangedSubview(detailLabel)
        show(tag: nil, detail: nil)
    }

    @available(*, unavailable)
    required init(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `tag` as `[tag]`, then `detail`.
    func show(tag: String?, detail: String?) {
        Self.show(tag.map { "[\($0)]" }, in: tagLabel)
        Self.show(detail, in: detailLabel)
    }

    /// Shows `text` in `label`, or hides the label (`nil`), changing only what differs.
    private static func show(_ text: String?, in label: UILabel) {
        if let text { SummaryViewBase.show(text, in: label) }
        if label.isHidden != (text == nil) { label.isHidden = text == nil }
    }
}
