import Foundation
import ReelDiff

/// A list view that can show sectioned data and animate batch updates: a collection view or a
/// table view (ReelDataSourceUIKit's `CollectionViewList` and `TableViewList` adapt UIKit's), or
/// a list of your own.
///
/// ``SectionedDataSource`` drives a list only through this protocol, so one data source
/// serves every kind of list.
@MainActor
public protocol BatchUpdatingList: AnyObject {
    /// The list's cells, which a data source's cell provider returns.
    associatedtype Cell
    /// The list's section headers, footers and other supplementary views, which a data
    /// source's supplementary view providers return.
    associatedtype SupplementaryView
    /// A batch update in the form the list performs it, worked out by
    /// ``prepareBatchUpdate(_:sectionCountsBefore:sectionCountsAfter:)`` ahead of time, off
    /// the main actor; `BatchUpdate` itself for a list with nothing to work out ahead.
    associatedtype PreparedBatchUpdate: Sendable = BatchUpdate

    /// Makes `dataSource` the list's source of sections, items, cells and headers. The data
    /// source holds the list; the list must hold the data source weakly.
    func connect<Section>(_ dataSource: SectionedDataSource<Section, Self>)

    /// Whether the list is on screen. A list that is not reloads instead of animating, since
    /// nobody would see the animation.
    var isInWindow: Bool { get }

    /// Discards every cell and asks the data source for everything again.
    func reloadData()

    /// Works out what the list can of `update` before performing it: a data source calls it
    /// with the diff, off the main actor when the diff runs there, so that work that grows
    /// with the batch (converting its paths, sorting, checking its rules against the section
    /// counts before and after it) costs the main actor nothing. Lists with nothing to work out
    /// ahead get the default, which returns `update` as it is.
    nonisolated static func prepareBatchUpdate(
        _ update: BatchUpdate, sectionCountsBefore: [Int], sectionCountsAfter: [Int]
    ) -> PreparedBatchUpdate

    /// Performs one batch update, worked out ahead by
    /// ``prepareBatchUpdate(_:sectionCountsBefore:sectionCountsAfter:)``.
    ///
    /// The list calls `commit` first, inside the batch, so the data source reports the new
    /// data from then on; then it checks and performs `update` against the counts before and
    /// after (deletes, reloads and move sources at indexes before the batch, inserts and move
    /// destinations after it). A list that checked the batch ahead compares the counts it was
    /// checked with to its own and the data source's, and checks it again only if they differ. An updated item keeps its cell and is configured again when
    /// its cell type is unchanged (UIKit's `reconfigureItems`). `completion` runs once the
    /// update's animation has finished; `false` means the update was not animated to the end.
    /// Without `animated`, the list performs the same batch with animations off (UIKit's
    /// `UIView.performWithoutAnimation`): cells of kept items stay, and nothing moves on screen
    /// over time.
    func performBatchUpdates(
        _ update: PreparedBatchUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void)

    /// Configures the shown headers, footers and other supplementary views of `sections` again,
    /// in place: their sections' own content changed, their items did not.
    func reconfigureSupplementaryViews(ofSections sections: [Int])

    /// The first item visible at the top of the list, and how far the top of its cell is
    /// below the top of the visible area (negative when it is partly scrolled off); `nil`
    /// when no item is visible.
    func topVisibleItem() -> (indexPath: IndexPath, offset: Double)?

    /// Scrolls so that the top of the item at `indexPath` is `offset` below the top of the
    /// visible area, as far as the content allows.
    func scrollItem(at indexPath: IndexPath, toOffset offset: Double)
}

extension BatchUpdatingList where PreparedBatchUpdate == BatchUpdate {
    /// Returns `update` as it is: the list works everything out when it performs it.
    public nonisolated static func prepareBatchUpdate(
        _ update: BatchUpdate, sectionCountsBefore: [Int], sectionCountsAfter: [Int]
    ) -> BatchUpdate {
        update
    }
}
