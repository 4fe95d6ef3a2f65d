#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

extension UITableView {
    /// Tells the table view, inside its batch, the operations of `update` with `animation`:
    /// its updated rows as `reconfigured` (iOS 15 and later) and `reloaded`.
    func performOperations(
        of update: BatchUpdate, reconfigured: [IndexPath], reloaded: [IndexPath], animation: UITableView.RowAnimation
    ) {
        deleteSections(IndexSet(update.deletedSections), with: animation)
        insertSections(IndexSet(update.insertedSections), with: animation)
        reloadSections(IndexSet(update.updatedSections), with: animation)
        for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
        deleteRows(at: update.deletedItems.map(IndexPath.init), with: animation)
        insertRows(at: update.insertedItems.map(IndexPath.init), with: animation)
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureRows(at: reconfigured)
        }
        reloadRows(at: reloaded, with: animation)
        for move in update.movedItems { moveRow(at: IndexPath(move.source), to: IndexPath(move.destination)) }
    }
}
#endif
