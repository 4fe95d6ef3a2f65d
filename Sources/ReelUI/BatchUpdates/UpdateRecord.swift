import Foundation

/// The operations a list received inside one batch update, as UIKit collects them before it
/// checks and performs them together at the batch's end.
///
/// Sections and index paths are sets, as in UIKit: naming one twice in the same kind of
/// operation is naming it once. Deletes, reloads, reconfigures and move sources are indexes
/// before the batch; inserts and move destinations are indexes after it.
public struct UpdateRecord: Sendable {
    /// Sections deleted.
    public package(set) var deletedSections = IndexSet()
    /// Sections inserted.
    public package(set) var insertedSections = IndexSet()
    /// Sections reloaded: deleted and inserted again in place.
    public package(set) var reloadedSections = IndexSet()
    /// Sections moved, in the order they were asked for.
    public package(set) var movedSections: [(from: Int, to: Int)] = []
    /// Items deleted.
    public package(set) var deletedItems: Set<IndexPath> = []
    /// Items inserted.
    public package(set) var insertedItems: Set<IndexPath> = []
    /// Items reloaded: given a new cell.
    public package(set) var reloadedItems: Set<IndexPath> = []
    /// Items reconfigured: configured again in the cell they have.
    public package(set) var reconfiguredItems: Set<IndexPath> = []
    /// Items moved, in the order they were asked for.
    public package(set) var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Whether `reloadData()` was called inside the batch, which throws the batch away.
    public package(set) var reloadsData = false

    package init() {}
}
