import ReelDataSourceUIKit

/// A line of a bracketed tag and a detail beside it, each hidden when it is absent: what the
/// coin and viewing-type columns show below a summary's text. `Detail` is the value the detail
/// label's text is made from.
@MainActor
package class TagLineView<Detail: Equatable>: SummaryStackView {
    private let tagLabel = UILabel()
    private let detailLabel = UILabel()
    /// The values the labels' texts were made from. A hidden label keeps its text, so a
    /// configure that brings back the value a label last held only shows the label again,
    /// without making its text anew (bracketing a tag or formatting a price makes a new string).
    private var tagShown: String?
    private var detailShown: Detail?

    /// Creates an empty line; `TagCoinView()` and `TagTextView()` make one with a zero frame.
    override package init(frame: CGRect) {
        super.init(frame: frame)
        axis = .horizontal
        spacing = 1
        addArrangedSubview(tagLabel)
        addArrangedSubview(detailLabel)
        tagLabel.isHidden = true
        detailLabel.isHidden = true
    }

    @available(*, unavailable)
    required init(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Shows `tag` as `[tag]`, then `detail` as `text(detail)`, hiding what is absent.
    func show(tag: String?, detail: Detail?, text: (Detail) -> String) {
        if let tag, tag != tagShown {
            tagLabel.text = "[\(tag)]"
            tagShown = tag
        }
        if let detail, detail != detailShown {
            detailLabel.text = text(detail)
            detailShown = detail
        }
        Self.setHidden(tag == nil, tagLabel)
        Self.setHidden(detail == nil, detailLabel)
    }

    /// Hides or shows `label`, changing nothing when it already is: a stack lays its views out
    /// again whenever one of them is hidden or shown.
    private static func setHidden(_ hidden: Bool, _ label: UILabel) {
        if label.isHidden != hidden { label.isHidden = hidden }
    }
}
