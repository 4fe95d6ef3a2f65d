import Foundation
import ReelDataSource
import ReelDiff
import ReelUI

/// Makes the detail screen's cells: each item kind has its own cell type, so a cell is only
/// ever reused for an item of its kind. The collection view of the lazy screen dequeues them;
/// the eager screen creates one per item up front.
@MainActor
enum DetailCellProvider {
    static func register(in collectionView: CollectionView) {
        for type: CollectionReusableView.Type in [
            ThumbnailCell.self, DetailSummaryCell.self, ContentInfoCell.self, ActionsCell.self, SeeMoreCell.self,
            RecommendTileCell.self, RequestStatusCell.self, SectionTitleHeader.self,
        ] {
            collectionView.register(type)
        }
        collectionView.registerSummaryCells()
    }

    /// The cell type showing `item`: one per item kind, and per summary combination.
    static func cellType(for item: DetailItem) -> CollectionViewCell.Type {
        switch item {
        case .thumbnail: ThumbnailCell.self
        case .summary: DetailSummaryCell.self
        case .contentInfo: ContentInfoCell.self
        case .actions: ActionsCell.self
        case .episode(_, let summary): summary.combination.cellType
        case .seeMoreEpisodes: SeeMoreCell.self
        case .recommendation(_, _, .grid): RecommendTileCell.self
        case .recommendation(_, let series, .list): SummaryViewData(series: series).combination.cellType
        case .recommendStatus: RequestStatusCell.self
        }
    }

    /// The collection view's cell for `item`: dequeued by its type, then configured.
    static func cell(
        in collectionView: CollectionView, at indexPath: IndexPath, for item: DetailItem, actions: DetailActions
    ) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(cellType(for: item), for: indexPath)
        configure(cell, with: item, actions: actions)
        return cell
    }

    /// Shows `item` in `cell`, a cell of ``cellType(for:)``.
    static func configure(_ cell: CollectionViewCell, with item: DetailItem, actions: DetailActions) {
        actions.counters.cellsConfigured += 1
        switch item {
        case .thumbnail(_, let title):
            (cell as? ThumbnailCell)?.configure(title: title)
        case .summary(let title, let expiry, let isExpanded):
            (cell as? DetailSummaryCell)?.configure(title: title, expiry: expiry, isExpanded: isExpanded, onToggle: actions.toggleContentInfo)
        case .contentInfo(let description, let cast, let staff):
            (cell as? ContentInfoCell)?.configure(description: description, cast: cast, staff: staff)
        case .actions(let isInMyVideo, let download):
            (cell as? ActionsCell)?.configure(isInMyVideo: isInMyVideo, download: download, actions: actions)
        case .episode(let episode, let summary):
            summary.configure(cell, identifier: "episode-\(episode.id)") { actions.openEpisode(episode) }
        case .seeMoreEpisodes(let remaining):
            (cell as? SeeMoreCell)?.configure(remaining: remaining, onTap: actions.seeMoreEpisodes)
        case .recommendation(let rowID, let series, .grid):
            (cell as? RecommendTileCell)?.configure(rowID: rowID, series: series) { actions.openSeries(series.id) }
        case .recommendation(let rowID, let series, .list):
            SummaryViewData(series: series).configure(cell, identifier: "recommend-\(rowID)-\(series.id)") {
                actions.openSeries(series.id)
            }
        case .recommendStatus(.failed(let reason)):
            (cell as? RequestStatusCell)?.configure(
                message: "おすすめを読み込めませんでした: \(reason)", canRetry: true, onRetry: actions.retryRecommendations)
        case .recommendStatus:
            (cell as? RequestStatusCell)?.configure(
                message: "おすすめを読み込み中…", canRetry: false, onRetry: actions.retryRecommendations)
        }
    }

    static func header(in collectionView: CollectionView, section: Int, model: DetailSection) -> CollectionSectionHeader? {
        guard case .recommend(_, let title, _) = model.kind else { return nil }
        let header = collectionView.dequeueReusableHeader(SectionTitleHeader.self, for: section)
        header.configure(title: title)
        return header
    }
}
