import ReelUI

/// What both summary views share: a vertical stack of lines filling the view, with the title
/// line in it. ``SummaryView`` adds the other lines once, from its combination's types;
/// ``EnumSummaryView`` adds and removes them on every `configure`.
@MainActor
package class SummaryViewBase: View {
    let stackView = SummaryStackView(axis: .vertical)
    let titleLabel: Label

    init(numberOfTitleLines: Int) {
        titleLabel = Label(numberOfLines: numberOfTitleLines)
        super.init()
        stackView.addArrangedSubview(titleLabel)
        addSubview(stackView)
    }

    /// A label for the sub-text line: one line, so a long time or season name never pushes
    /// the title down.
    static func makeSubTextLabel() -> Label {
        Label(numberOfLines: 1)
    }

    override package func layoutSubviews() {
        stackView.frame = bounds
    }

    override package func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width, height: stackView.sizeThatFits(proposal).height)
    }
}
