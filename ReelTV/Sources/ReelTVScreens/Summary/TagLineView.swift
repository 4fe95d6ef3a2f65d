import ReelUI

/// A line of a bracketed tag and a detail text beside it, each hidden when it has no text: what
/// the coin and viewing-type columns show below a summary's text.
@MainActor
package class TagLineView: View {
    private let tagLabel = Label()
    private let detailLabel = Label()
    private let stackView = SummaryStackView(axis: .horizontal, spacing: 1)

    /// Creates an empty line.
    package init() {
        super.init()
        stackView.addArrangedSubview(tagLabel)
        stackView.addArrangedSubview(detailLabel)
        addSubview(stackView)
        show(tag: nil, detail: nil)
    }

    /// Shows `tag` as `[tag]`, then `detail`.
    func show(tag: String?, detail: String?) {
        tagLabel.text = tag.map { "[\($0)]" } ?? ""
        tagLabel.isHidden = tag == nil
        detailLabel.text = detail ?? ""
        detailLabel.isHidden = detail == nil
    }

    override package func layoutSubviews() {
        stackView.frame = bounds
    }

    override package func sizeThatFits(_ proposal: Size) -> Size {
        stackView.sizeThatFits(proposal)
    }
}
