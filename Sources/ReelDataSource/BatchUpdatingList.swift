import Foundation
import ReelDiff

/// A list view that can show sectioned data and animate batch updates: a collection view or a
/// table view, UIKit's or ReelUI's headless one.
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

    /// Makes `dataSource` the list's source of sections, items, cells and headers. The data
    /// source holds the list; the list must hold the data source weakly.
    func connect<Section>(_ dataSource: SectionedDataSource<Section, Self>)

    /// Whether the list is on screen. A list that is not reloads instead of animating, since
    /// nobody would see the animation.
    var isInWindow: Bool { get }

    /// Discards every cell and asks the data source for everything again.
    func reloadData()

    /// Performs one batch update.
    ///
    /// The list calls `commit` first, inside the batch, so the data source reports the new
    /// data from then on; then it checks and performs `update` against the counts before and
    /// after (deletes, reloads and move sources at indexes before the batch, inserts and move
    /// destinations after it). An updated item keeps its cell and is configured again when
    /// its cell type is unchanged (UIKit's `reconfigureItems`). `completion` runs once the
    /// update's animation has finished; `false` means the update was not animated to the end.
    /// Without `animated`, the list performs the same batch with animations off (UIKit's
    /// `UIView.performWithoutAnimation`): cells of kept items stay, and nothing moves on screen
    /// over time.
    func performBatchUpdates(
        _ update: BatchUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void)

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
