import ReelDataSource
import ReelDiff
import ReelUI

/// Makes the detail screen's cells: each item kind has its own cell type, so a cell is only
/// ever reused for an item of its kind.
@MainActor
enum DetailCellProvider {
    static func register(in collectionView: CollectionView) {
        for type: CollectionReusableView.Type in [
            ThumbnailCell.self, DetailSummaryCell.self, ContentInfoCell.self, ActionsCell.self, SeeMoreCell.self,
            RecommendTileCell.self, RecommendStatusCell.self, SectionTitleHeader.self,
        ] {
            collectionView.register(type)
        }
        collectionView.registerSummaryCells()
    }

    static func cell(
        in collectionView: CollectionView, at path: ItemPath, for item: DetailItem, actions: DetailActions
    ) -> CollectionViewCell {
        switch item {
        case .thumbnail(_, let title):
            let cell = collectionView.dequeueReusableCell(ThumbnailCell.self, for: path)
            cell.configure(title: title)
            return cell
        case .summary(let title, let expiry, let isExpanded):
            let cell = collectionView.dequeueReusableCell(DetailSummaryCell.self, for: path)
            cell.configure(title: title, expiry: expiry, isExpanded: isExpanded, onToggle: actions.toggleContentInfo)
            return cell
        case .contentInfo(let description, let cast, let staff):
            let cell = collectionView.dequeueReusableCell(ContentInfoCell.self, for: path)
            cell.configure(description: description, cast: cast, staff: staff)
            return cell
        case .actions(let isInMyVideo):
            let cell = collectionView.dequeueReusableCell(ActionsCell.self, for: path)
            cell.configure(isInMyVideo: isInMyVideo, actions: actions)
            return cell
        case .episode(let episode, let summary):
            return collectionView.dequeueSummaryCell(for: summary, at: path, identifier: "episode-\(episode.id)") {
                actions.openEpisode(episode)
            }
        case .seeMoreEpisodes(let remaining):
            let cell = collectionView.dequeueReusableCell(SeeMoreCell.self, for: path)
            cell.configure(remaining: remaining, onTap: actions.seeMoreEpisodes)
            return cell
        case .recommendation(let rowID, let series, .grid):
            let cell = collectionView.dequeueReusableCell(RecommendTileCell.self, for: path)
            cell.configure(rowID: rowID, series: series) { actions.openSeries(series.id) }
            return cell
        case .recommendation(let rowID, let series, .list):
            return collectionView.dequeueSummaryCell(
                for: SummaryViewData(series: series), at: path, identifier: "recommend-\(rowID)-\(series.id)"
            ) { actions.openSeries(series.id) }
        case .recommendStatus(let status):
            let cell = collectionView.dequeueReusableCell(RecommendStatusCell.self, for: path)
            cell.configure(status, onRetry: actions.retryRecommendations)
            return cell
        }
    }

    static func header(in collectionView: CollectionView, section: Int, model: DetailSection) -> CollectionSectionHeader? {
        guard case .recommend(_, let title, _) = model.kind else { return nil }
        let header = collectionView.dequeueReusableHeader(SectionTitleHeader.self, for: section)
        header.configure(title: title)
        return header
    }
}
