import ReelDiff
import ReelUI

extension CollectionView {
    /// Registers the eight ``SummaryCell`` types.
    public func registerSummaryCells() {
        for combination in SummaryViewData.allCombinations {
            register(combination.cellType)
        }
    }

    /// A cell for the item at `path` of the combination `data` calls for, configured with it:
    /// the cell provider of a list of summaries. Register the cells first with
    /// ``registerSummaryCells()``. A row with `onSelect` takes taps and the focus, under
    /// `identifier`.
    public func dequeueSummaryCell(
        for data: SummaryViewData, at path: ItemPath, identifier: String? = nil, onSelect: (@MainActor () -> Void)? = nil
    ) -> CollectionViewCell {
        let cell = dequeueConfiguredSummaryCell(for: data, at: path)
        cell.identifier = identifier
        cell.onSelect = onSelect
        return cell
    }

    private func dequeueConfiguredSummaryCell(for data: SummaryViewData, at path: ItemPath) -> SelectableCell {
        switch data {
        case let .subTextTopBasic(startAt, title):
            let cell = dequeueReusableCell(SummaryCell<SubTextTopBasic>.self, for: path)
            cell.summaryView.configure(startAt: startAt, title: title)
            return cell
        case let .subTextSecondBasic(title, broadcastTime):
            let cell = dequeueReusableCell(SummaryCell<SubTextSecondBasic>.self, for: path)
            cell.summaryView.configure(title: title, broadcastTime: broadcastTime)
            return cell
        case let .noSubTextBasic(title):
            let cell = dequeueReusableCell(SummaryCell<NoSubTextBasic>.self, for: path)
            cell.summaryView.configure(title: title)
            return cell
        case let .subTextSecondCoin(title, duration, tag, coin):
            let cell = dequeueReusableCell(SummaryCell<SubTextSecondCoin>.self, for: path)
            cell.summaryView.configure(title: title, duration: duration, tag: tag, coin: coin)
            return cell
        case let .noSubTextCoin(title, coin, expirationTime):
            let cell = dequeueReusableCell(SummaryCell<NoSubTextCoin>.self, for: path)
            cell.summaryView.configure(title: title, coin: coin, expirationTime: expirationTime)
            return cell
        case let .subTextTopViewingType(seasonName, title, tag, expirationTime):
            let cell = dequeueReusableCell(SummaryCell<SubTextTopViewingType>.self, for: path)
            cell.summaryView.configure(seasonName: seasonName, title: title, tag: tag, expirationTime: expirationTime)
            return cell
        case let .subTextSecondViewingType(title, broadcastTime, tag, expirationTime):
            let cell = dequeueReusableCell(SummaryCell<SubTextSecondViewingType>.self, for: path)
            cell.summaryView.configure(
                title: title, broadcastTime: broadcastTime, tag: tag, expirationTime: expirationTime)
            return cell
        case let .noSubTextViewingType(title, tag, expirationTime):
            let cell = dequeueReusableCell(SummaryCell<NoSubTextViewingType>.self, for: path)
            cell.summaryView.configure(title: title, tag: tag, expirationTime: expirationTime)
            return cell
        }
    }
}
