import ReelDataSourceUIKit

/// What both summary views share: a vertical stack of lines filling the view, with the title
/// line in it. ``SummaryView`` adds the other lines once, from its combination's types;
/// ``EnumSummaryView`` adds and removes them on every `configure`.
@MainActor
package class SummaryViewBase: UIView {
    let stackView = SummaryStackView()
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .vertical
        stackView.addArrangedSubview(titleLabel)
        addSubview(stackView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// A label for the sub-text line: one line, so a long time or season name never pushes
    /// the title down.
    static func makeSubTextLabel() -> UILabel {
        UILabel(numberOfLines: 1)
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        stackView.frame = bounds
    }

    /// The proposed width, and the lines' height at that width.
    override package func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: stackView.fittingSize(forWidth: size.width).height)
    }
}
