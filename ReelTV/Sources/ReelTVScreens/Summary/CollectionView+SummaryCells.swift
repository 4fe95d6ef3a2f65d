import Foundation
import ReelDiff
import ReelUI

extension CollectionView {
    /// Registers the eight ``SummaryCell`` types.
    package func registerSummaryCells() {
        for combination in SummaryViewData.allCombinations {
            register(combination.cellType)
        }
    }

    /// A cell for the item at `indexPath` of the combination `data` calls for, configured with it:
    /// the cell provider of a list of summaries. Register the cells first with
    /// ``registerSummaryCells()``. A row with `onSelect` takes taps and the focus, under
    /// `identifier`.
    package func dequeueSummaryCell(
        for data: SummaryViewData, at indexPath: IndexPath, identifier: String? = nil, onSelect: (@MainActor () -> Void)? = nil
    ) -> CollectionViewCell {
        let cell = dequeueReusableCell(data.combination.cellType, for: indexPath)
        data.configure(cell, identifier: identifier, onSelect: onSelect)
        return cell
    }
}

extension SummaryViewData {
    /// Configures `cell`, a ``SummaryCell`` of this data's combination, with it: one
    /// `configure` per combination, each passing exactly its fields.
    @MainActor
    package func configure(_ cell: CollectionViewCell, identifier: String?, onSelect: (@MainActor () -> Void)?) {
        guard let row = cell as? SelectableCell else { preconditionFailure("\(type(of: cell)) is not a summary cell") }
        row.identifier = identifier
        row.onSelect = onSelect
        func summary<Combination>(_ combination: Combination.Type) -> SummaryView<Combination> {
            guard let cell = cell as? SummaryCell<Combination> else {
                preconditionFailure("a \(type(of: cell)) cannot show a \(Combination.self) summary")
            }
            return cell.summaryView
        }
        switch self {
        case let .subTextTopBasic(startAt, title):
            summary(SubTextTopBasic.self).configure(startAt: startAt, title: title)
        case let .subTextSecondBasic(title, broadcastTime):
            summary(SubTextSecondBasic.self).configure(title: title, broadcastTime: broadcastTime)
        case let .noSubTextBasic(title):
            summary(NoSubTextBasic.self).configure(title: title)
        case let .subTextSecondCoin(title, duration, tag, coin):
            summary(SubTextSecondCoin.self).configure(title: title, duration: duration, tag: tag, coin: coin)
        case let .noSubTextCoin(title, coin, expirationTime):
            summary(NoSubTextCoin.self).configure(title: title, coin: coin, expirationTime: expirationTime)
        case let .subTextTopViewingType(seasonName, title, tag, expirationTime):
            summary(SubTextTopViewingType.self).configure(
                seasonName: seasonName, title: title, tag: tag, expirationTime: expirationTime)
        case let .subTextSecondViewingType(title, broadcastTime, tag, expirationTime):
            summary(SubTextSecondViewingType.self).configure(
                title: title, broadcastTime: broadcastTime, tag: tag, expirationTime: expirationTime)
        case let .noSubTextViewingType(title, tag, expirationTime):
            summary(NoSubTextViewingType.self).configure(title: title, tag: tag, expirationTime: expirationTime)
        }
    }
}
