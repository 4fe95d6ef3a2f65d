import Foundation
import ReelDiff

/// A list with UIKit's batch-update methods: UIKit's collection view, its table view (through
/// the table adapter, which adds the row animation) and ReelUI's collection view. One piece of
/// code, ``performOperations(of:reconfigured:reloaded:)``, tells any of them a ``BatchUpdate``.
@MainActor
package protocol BatchOperationList {
    func deleteSections(_ sections: IndexSet)
    func insertSections(_ sections: IndexSet)
    func reloadSections(_ sections: IndexSet)
    func moveSection(_ section: Int, toSection newSection: Int)
    func deleteItems(at indexPaths: [IndexPath])
    func insertItems(at indexPaths: [IndexPath])
    func reloadItems(at indexPaths: [IndexPath])
    /// UIKit's `reconfigureItems(at:)` where the system has it (iOS 15, tvOS 15 and later);
    /// nothing where it does not, so a caller that cannot reconfigure reloads instead.
    func reconfigureItemsWhereAvailable(at indexPaths: [IndexPath])
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
}

extension BatchOperationList {
    /// Tells the list, inside its batch, the operations of `update`: its updated items as
    /// `reconfigured` and `reloaded`, as the caller chose for each.
    package func performOperations(of update: BatchUpdate, reconfigured: [IndexPath], reloaded: [IndexPath]) {
        deleteSections(IndexSet(update.deletedSections))
        insertSections(IndexSet(update.insertedSections))
        reloadSections(IndexSet(update.updatedSections))
        for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
        deleteItems(at: update.deletedItems.map(IndexPath.init))
        insertItems(at: update.insertedItems.map(IndexPath.init))
        reconfigureItemsWhereAvailable(at: reconfigured)
        reloadItems(at: reloaded)
        for move in update.movedItems { moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
    }
}
