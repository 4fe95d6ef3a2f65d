import Foundation
import ReelDiff

/// A list with the batch-update methods of UIKit's `UICollectionView`, so that
/// ``performOperations(of:reconfigured:reloaded:)`` can tell it a `BatchUpdate` inside its
/// `performBatchUpdates(_:completion:)`.
///
/// Reel's UIKit adapters use it for `UICollectionView` and `UITableView` (the table's wrapper
/// adds a row animation); conform a list of your own to tell it a batch the same way, in the
/// order UIKit expects.
@MainActor
public protocol BatchOperationList {
    /// Deletes the sections at `sections`, indexes before the batch.
    func deleteSections(_ sections: IndexSet)
    /// Inserts sections at `sections`, indexes after the batch.
    func insertSections(_ sections: IndexSet)
    /// Reloads the sections at `sections`, indexes before the batch.
    func reloadSections(_ sections: IndexSet)
    /// Moves the section at `section` (before the batch) to `newSection` (after it).
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Deletes the items at `indexPaths`, paths before the batch.
    func deleteItems(at indexPaths: [IndexPath])
    /// Inserts items at `indexPaths`, paths after the batch.
    func insertItems(at indexPaths: [IndexPath])
    /// Reloads the items at `indexPaths`, paths before the batch: new cells.
    func reloadItems(at indexPaths: [IndexPath])
    /// UIKit's `reconfigureItems(at:)` where the system has it (iOS 15, tvOS 15 and later);
    /// nothing where it does not, so a caller that cannot reconfigure reloads instead.
    func reconfigureItemsWhereAvailable(at indexPaths: [IndexPath])
    /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it).
    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath)
}

extension BatchOperationList {
    /// Tells the list, inside its batch, the operations of `update`: its updated items as
    /// `reconfigured` and `reloaded`, as the caller chose for each.
    public func performOperations(of update: BatchUpdate, reconfigured: [IndexPath], reloaded: [IndexPath]) {
        performOperations(of: BatchUpdateIndexPaths(update), reconfigured: reconfigured, reloaded: reloaded)
    }

    /// Tells the list, inside its batch, the operations of `update`, converted ahead: its
    /// updated items as `reconfigured` and `reloaded`, as the caller chose for each.
    package func performOperations(of update: BatchUpdateIndexPaths, reconfigured: [IndexPath], reloaded: [IndexPath]) {
        deleteSections(update.deletedSections)
        insertSections(update.insertedSections)
        reloadSections(update.updatedSections)
        for move in update.movedSections { moveSection(move.source, toSection: move.destination) }
        deleteItems(at: update.deletedItems)
        insertItems(at: update.insertedItems)
        reconfigureItemsWhereAvailable(at: reconfigured)
        reloadItems(at: reloaded)
        for move in update.movedItems { moveItem(at: move.source, to: move.destination) }
    }
}
