#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

extension UICollectionView {
    /// Tells the collection view, inside its batch, the operations of `update`: its updated
    /// items as `reconfigured` (iOS 15 and later) and `reloaded`.
    func performOperations(of update: BatchUpdate, reconfigured: [IndexPath], reloaded: [IndexPath]) {
        deleteSections(IndexSet(update.deletedSections))
        insertSections(IndexSet(update.insertedSections))
        reloadSections(IndexSet(update.updatedSections))
        for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
        deleteItems(at: update.deletedItems.map(IndexPath.init))
        insertItems(at: update.insertedItems.map(IndexPath.init))
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureItems(at: reconfigured)
        }
        reloadItems(at: reloaded)
        for move in update.movedItems { moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
    }
}
#endif
