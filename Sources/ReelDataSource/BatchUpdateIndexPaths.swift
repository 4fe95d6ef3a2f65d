import Foundation
import ReelDiff

/// A batch update's operations in the form UIKit's batch methods take them: index sets of
/// sections and arrays of index paths.
///
/// A large batch names tens of thousands of items. Converting their paths is work that grows
/// with the batch, so a list converts them when it prepares the batch, off the main actor
/// together with the diff, and hands UIKit the arrays as they are inside the batch.
package struct BatchUpdateIndexPaths: Sendable {
    /// Sections deleted, by index before the batch.
    package let deletedSections: IndexSet
    /// Sections inserted, by index after the batch.
    package let insertedSections: IndexSet
    /// Sections reloaded, by index before the batch.
    package let updatedSections: IndexSet
    /// Sections moved, in the batch's order.
    package let movedSections: [Move<Int>]
    /// Items deleted, by path before the batch.
    package let deletedItems: [IndexPath]
    /// Items inserted, by path after the batch.
    package let insertedItems: [IndexPath]
    /// Items updated, by path before the batch, in the batch's order.
    package let updatedItems: [IndexPath]
    /// Items moved, in the batch's order.
    package let movedItems: [Move<IndexPath>]

    /// The operations of `update`.
    package init(_ update: BatchUpdate) {
        deletedSections = IndexSet(update.deletedSections)
        insertedSections = IndexSet(update.insertedSections)
        updatedSections = IndexSet(update.updatedSections)
        movedSections = update.movedSections
        deletedItems = update.deletedItems.map(IndexPath.init)
        insertedItems = update.insertedItems.map(IndexPath.init)
        updatedItems = update.updatedItems.map(IndexPath.init)
        movedItems = update.movedItems.map { Move(source: IndexPath($0.source), destination: IndexPath($0.destination)) }
    }
}
