import Foundation
import ReelDataSource
import ReelDataSourceUIKit

/// Makes, configures and measures the detail screen's cells: each item kind has its own cell
/// class, so a cell is only ever reused for an item of its kind. The lazy screen's collection
/// view dequeues them; the eager screen creates one per item up front.
@MainActor
enum DetailCellProvider {
    /// The cell class showing `item`: one per item kind, and per summary combination.
    static func cellClass(for item: DetailItem) -> ListCellClass {
        switch item {
        case .thumbnail: ListCellClass { ThumbnailCell() }
        case .summary: ListCellClass { DetailSummaryCell() }
        case .contentInfo: ListCellClass { ContentInfoCell() }
        case .actions: ListCellClass { ActionsCell() }
        case .episode(_, let summary): summary.combination.cellClass
        case .seeMoreEpisodes: ListCellClass { SeeMoreCell() }
        case .recommendation(_, _, .grid): ListCellClass { RecommendTileCell() }
        case .recommendation(_, let series, .list): SummaryViewData(series: series).combination.cellClass
        case .recommendStatus: ListCellClass { RequestStatusCell() }
        }
    }

    /// The cell a data source's list shows `item` in: the list dequeues a cell of
    /// ``cellClass(for:)`` and this configures it, counting it in the actions' counters.
    static func cell(for item: DetailItem, actions: DetailActions) -> CollectionViewList.Cell {
        CollectionViewList.Cell(cellClass(for: item).type) { cell in
            actions.counters.cellsConfigured += 1
            configure(cell, with: item, actions: actions)
        }
    }

    /// The height of `item`'s cell at `width`, measured on a cell of its class kept in
    /// `sizingCells` (not counted as configured: no list shows it).
    static func height(of item: DetailItem, width: CGFloat, actions: DetailActions, sizingCells: SizingCells) -> CGFloat {
        let cellClass = cellClass(for: item)
        return sizingCells.height(of: cellClass.type, width: width, make: cellClass.make) { cell in
            configure(cell, with: item, actions: actions)
        }
    }

    /// Whether `item` is a tile of a grid-pattern row, ``DetailLayout/gridColumns`` to a line;
    /// every other item takes a line of its own.
    static func isGridTile(_ item: DetailItem) -> Bool {
        if case .recommendation(_, _, .grid) = item { true } else { false }
    }

    /// Shows `item` in `cell`, a cell of ``cellClass(for:)``.
    static func configure(_ cell: UICollectionViewCell, with item: DetailItem, actions: DetailActions) {
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
            summary.configure(cell, identifier: "episode-\(episode.id)")
        case .seeMoreEpisodes(let remaining):
            (cell as? SeeMoreCell)?.configure(remaining: remaining, onTap: actions.seeMoreEpisodes)
        case .recommendation(let rowID, let series, .grid):
            (cell as? RecommendTileCell)?.configure(rowID: rowID, series: series) { actions.openSeries(series.id) }
        case .recommendation(let rowID, let series, .list):
            SummaryViewData(series: series).configure(cell, identifier: "recommend-\(rowID)-\(series.id)")
        case .recommendStatus(.failed(let reason)):
            (cell as? RequestStatusCell)?.configure(
                message: "おすすめを読み込めませんでした: \(reason)", canRetry: true, onRetry: actions.retryRecommendations)
        case .recommendStatus:
            (cell as? RequestStatusCell)?.configure(
                message: "おすすめを読み込み中…", canRetry: false, onRetry: actions.retryRecommendations)
        }
    }

    /// What selecting `item`'s row does: the summary rows (episodes, list-pattern
    /// recommendations) open what they show; the other cells are not selected, their buttons
    /// act.
    static func selectionAction(for item: DetailItem, actions: DetailActions) -> (@MainActor () -> Void)? {
        switch item {
        case .episode(let episode, _): { actions.openEpisode(episode) }
        case .recommendation(_, let series, .list): { actions.openSeries(series.id) }
        case .thumbnail, .summary, .contentInfo, .actions, .seeMoreEpisodes, .recommendation(_, _, .grid), .recommendStatus: nil
        }
    }

    /// Whether `section` has a header: a recommend row's title.
    static func hasHeader(_ section: DetailSection) -> Bool {
        if case .recommend = section.kind { true } else { false }
    }

    /// The header of `section`: a recommend row's title; the content section has none.
    static func header(for section: DetailSection) -> CollectionViewList.SupplementaryView? {
        guard case .recommend(_, let title, _) = section.kind else { return nil }
        return CollectionViewList.SupplementaryView(SectionTitleHeader.self) { $0.configure(title: title) }
    }
}
