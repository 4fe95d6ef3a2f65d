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
    /// Whether `reloadData()` was called inside the batch, which throws the batch away.
    public package(set) var reloadsData = false

    // Item operations are kept as they arrive, repeats included, for the rules to sort once:
    // see ``SortedItemIndexes``.
    package private(set) var deletions: [ItemIndex] = []
    package private(set) var insertions: [ItemIndex] = []
    package private(set) var reloads: [ItemIndex] = []
    package private(set) var reconfigurations: [ItemIndex] = []
    package private(set) var moves: [(from: ItemIndex, to: ItemIndex)] = []
    /// The first index path the batch received that names no item (it has not exactly two
    /// indexes), which fails the whole batch.
    package private(set) var malformedPath: IndexPath?

    package init() {}

    /// Items deleted.
    public var deletedItems: Set<IndexPath> { Set(deletions.map(\.indexPath)) }
    /// Items inserted.
    public var insertedItems: Set<IndexPath> { Set(insertions.map(\.indexPath)) }
    /// Items reloaded: given a new cell.
    public var reloadedItems: Set<IndexPath> { Set(reloads.map(\.indexPath)) }
    /// Items reconfigured: configured again in the cell they have.
    public var reconfiguredItems: Set<IndexPath> { Set(reconfigurations.map(\.indexPath)) }
    /// Items moved, in the order they were asked for.
    public var movedItems: [(from: IndexPath, to: IndexPath)] { moves.map { ($0.from.indexPath, $0.to.indexPath) } }

    /// The number of operations of every kind, repeats included.
    package var operationCount: Int {
        deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count + deletions.count
            + insertions.count + reloads.count + reconfigurations.count + moves.count
    }

    /// Records the deletion of the items at `paths` (before the batch).
    package mutating func deleteItems(_ paths: [IndexPath]) { add(paths, to: \.deletions) }

    /// Records the insertion of items at `paths` (after the batch).
    package mutating func insertItems(_ paths: [IndexPath]) { add(paths, to: \.insertions) }

    /// Records the reload of the items at `paths` (before the batch).
    package mutating func reloadItems(_ paths: [IndexPath]) { add(paths, to: \.reloads) }

    /// Records the reconfiguration of the items at `paths` (before the batch).
    package mutating func reconfigureItems(_ paths: [IndexPath]) { add(paths, to: \.reconfigurations) }

    /// Records the move of the item at `source` (before the batch) to `destination` (after it).
    /// A batch moves items one call at a time, tens of thousands of them in a large one: each
    /// is appended as it comes, with nothing allocated for it.
    package mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let from = item(source), let to = item(destination) else { return }
        moves.append((from, to))
    }

    private mutating func add(_ paths: [IndexPath], to operations: WritableKeyPath<UpdateRecord, [ItemIndex]>) {
        var items: [ItemIndex] = []
        items.reserveCapacity(paths.count)
        for path in paths {
            if let item = item(path) { items.append(item) }
        }
        // The first paths of a kind, as a batch usually gives all of them at once, become the
        // record's without being copied.
        if self[keyPath: operations].isEmpty {
            self[keyPath: operations] = items
        } else {
            self[keyPath: operations] += items
        }
    }

    /// The item `path` names. A malformed path names none; the first one is noted, and fails
    /// the batch.
    private mutating func item(_ path: IndexPath) -> ItemIndex? {
        if let item = ItemIndex(path) { return item }
        if malformedPath == nil { malformedPath = path }
        return nil
    }
}
