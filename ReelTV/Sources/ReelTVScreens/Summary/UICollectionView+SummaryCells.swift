import ReelDataSource
import ReelDataSourceUIKit

extension UICollectionView {
    /// Registers the eight ``SummaryCell`` types, each under its combination's identifier.
    package func registerSummaryCells() {
        for combination in SummaryViewData.allCombinations {
            register(combination.cellType, forCellWithReuseIdentifier: combination.reuseIdentifier)
        }
    }

    /// A cell for the item at `indexPath` of the combination `data` calls for, configured with it:
    /// the cell provider of a list of summaries. Register the cells first with
    /// ``registerSummaryCells()``. A row the person can select carries `identifier`.
    package func dequeueSummaryCell(for data: SummaryViewData, at indexPath: IndexPath, identifier: String? = nil) -> UICollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: data.combination.reuseIdentifier, for: indexPath)
        data.configure(cell, identifier: identifier)
        return cell
    }
}

extension SummaryViewData {
    /// The cell a ``ReelDataSourceUIKit/CollectionViewList`` shows this summary in: a
    /// ``SummaryCell`` of its combination, configured with it, carrying `identifier` (a row the
    /// person can select).
    @MainActor
    package func cell(identifier: String?) -> CollectionViewList.Cell {
        CollectionViewList.Cell(combination.cellType) { configure($0, identifier: identifier) }
    }

    /// Configures `cell`, a ``SummaryCell`` of this data's combination, with it: one
    /// `configure` per combination, each passing exactly its fields.
    @MainActor
    package func configure(_ cell: UICollectionViewCell, identifier: String?) {
        cell.accessibilityIdentifier = identifier
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
