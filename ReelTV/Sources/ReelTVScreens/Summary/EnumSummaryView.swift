import ReelDataSourceUIKit

/// The summary-cells talk's baseline: one summary view for every combination, which lays itself out
/// again on every ``configure(_:)`` from the data's case.
///
/// One cell type built on it can show any row of a mixed list, so a reused cell often last
/// showed another combination: then `configure` adds, moves or removes the sub-text line,
/// swaps the extra view for one of another type and changes the title's line count. It shows
/// the same data exactly as ``SummaryView`` does, and is kept to measure the difference.
package final class EnumSummaryView: SummaryViewBase {
    private var subTextLabel: UILabel?
    private var additionalView: UIView?

    /// Creates a summary showing nothing until it is configured; `EnumSummaryView()` makes one
    /// with a zero frame.
    override package init(frame: CGRect) {
        super.init(frame: frame)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    /// Lays the summary out for `data`'s combination and shows its content.
    package func configure(_ data: SummaryViewData) {
        switch data {
        case let .subTextTopBasic(startAt, title):
            layOut(SubTextTopBasic.self, title: title, subText: startAt)
        case let .subTextSecondBasic(title, broadcastTime):
            layOut(SubTextSecondBasic.self, title: title, subText: broadcastTime)
        case let .noSubTextBasic(title):
            layOut(NoSubTextBasic.self, title: title)
        case let .subTextSecondCoin(title, duration, tag, coin):
            layOut(SubTextSecondCoin.self, title: title, subText: duration)?.configure(tag: tag, coin: coin)
        case let .noSubTextCoin(title, coin, expirationTime):
            layOut(NoSubTextCoin.self, title: title)?.configure(tag: expirationTime, coin: coin)
        case let .subTextTopViewingType(seasonName, title, tag, expirationTime):
            layOut(SubTextTopViewingType.self, title: title, subText: seasonName)?
                .configure(tag: tag, text: expirationTime)
        case let .subTextSecondViewingType(title, broadcastTime, tag, expirationTime):
            layOut(SubTextSecondViewingType.self, title: title, subText: broadcastTime)?
                .configure(tag: tag, text: expirationTime)
        case let .noSubTextViewingType(title, tag, expirationTime):
            layOut(NoSubTextViewingType.self, title: title)?.configure(tag: tag, text: expirationTime)
        }
    }

    /// Rearranges the lines the way `Combination` has them (the same rules ``SummaryView``
    /// applies once, at creation) and sets the text; hands back the extra view to configure.
    @discardableResult
    private func layOut<Combination: SummaryCombination>(
        _: Combination.Type, title: String, subText: String? = nil
    ) -> Combination.Column.AdditionalView? {
        titleLabel.text = title
        if titleLabel.numberOfLines != Combination.numberOfTitleLines {
            titleLabel.numberOfLines = Combination.numberOfTitleLines
        }
        placeSubText(subText, at: Combination.Row.subTextIndex)
        return additionalView(of: Combination.Column.self)
    }

    /// Puts the sub-text label at `index` among the lines, making it when there is none, or
    /// removes it when `index` is `nil`.
    private func placeSubText(_ text: String?, at index: Int?) {
        guard let index, let text else {
            subTextLabel?.removeFromSuperview()
            subTextLabel = nil
            return
        }
        let label = subTextLabel ?? Self.makeSubTextLabel()
        label.text = text
        // Moving a label to where it already is would only invalidate the stack's layout.
        if stackView.arrangedSubviews.firstIndex(where: { $0 === label }) != index {
            stackView.insertArrangedSubview(label, at: index)
        }
        subTextLabel = label
    }

    /// The extra view `Column` calls for: the current one when it is already of that exact
    /// type, else a new one in place of the current one (or none).
    private func additionalView<Column: SummaryColumn>(of _: Column.Type) -> Column.AdditionalView? {
        if let current = additionalView as? Column.AdditionalView, type(of: current) == Column.AdditionalView.self {
            return current
        }
        additionalView?.removeFromSuperview()
        let made = Column.makeAdditionalView()
        if let made { stackView.addArrangedSubview(made) }
        additionalView = made
        return made
    }
}
