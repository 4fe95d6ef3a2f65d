/// The operations of one batch update, as UIKit's `performBatchUpdates` takes them.
///
/// Deletes, updates (UIKit's reloads) and move sources are indexes *before* the batch; inserts
/// and move destinations are indexes *after* it. An updated section is reloaded as a whole, so
/// no item operation may touch it in the same batch. ``validate(sectionCountsBefore:sectionCountsAfter:)``
/// checks every rule UIKit enforces.
public struct BatchUpdate: Hashable, Sendable {
    /// Sections deleted, by index before the batch.
    public var deletedSections: [Int]
    /// Sections inserted, by index after the batch.
    public var insertedSections: [Int]
    /// Sections whose own content changed (reloaded), by index before the batch.
    public var updatedSections: [Int]
    /// Sections moved.
    public var movedSections: [Move<Int>]
    /// Items deleted, by path before the batch.
    public var deletedItems: [ItemPath]
    /// Items inserted, by path after the batch.
    public var insertedItems: [ItemPath]
    /// Items whose content changed (reloaded), by path before the batch.
    public var updatedItems: [ItemPath]
    /// Items moved, within a section or across sections.
    public var movedItems: [Move<ItemPath>]

    /// Creates a batch update; every kind of operation defaults to none.
    public init(
        deletedSections: [Int] = [], insertedSections: [Int] = [], updatedSections: [Int] = [],
        movedSections: [Move<Int>] = [], deletedItems: [ItemPath] = [], insertedItems: [ItemPath] = [],
        updatedItems: [ItemPath] = [], movedItems: [Move<ItemPath>] = []
    ) {
        self.deletedSections = deletedSections
        self.insertedSections = insertedSections
        self.updatedSections = updatedSections
        self.movedSections = movedSections
        self.deletedItems = deletedItems
        self.insertedItems = insertedItems
        self.updatedItems = updatedItems
        self.movedItems = movedItems
    }

    /// Whether the batch has no operation at all.
    public var isEmpty: Bool { changeCount == 0 }

    /// The number of operations of all kinds.
    public var changeCount: Int {
        deletedSections.count + insertedSections.count + updatedSections.count + movedSections.count
            + deletedItems.count + insertedItems.count + updatedItems.count + movedItems.count
    }

    /// Whether the batch touches items, as opposed to whole sections only.
    public var hasItemOperations: Bool {
        !(deletedItems.isEmpty && insertedItems.isEmpty && updatedItems.isEmpty && movedItems.isEmpty)
    }
}

extension BatchUpdate: CustomStringConvertible {
    public var description: String {
        let parts: [(String, [String])] = [
            ("deletedSections", deletedSections.map(String.init)),
            ("insertedSections", insertedSections.map(String.init)),
            ("updatedSections", updatedSections.map(String.init)),
            ("movedSections", movedSections.map(\.description)),
            ("deletedItems", deletedItems.map(\.description)),
            ("insertedItems", insertedItems.map(\.description)),
            ("updatedItems", updatedItems.map(\.description)),
            ("movedItems", movedItems.map(\.description)),
        ]
        let shown = parts.filter { !$0.1.isEmpty }.map { "\($0.0): \($0.1.joined(separator: ", "))" }
        return shown.isEmpty ? "BatchUpdate(empty)" : "BatchUpdate(\(shown.joined(separator: "; ")))"
    }
}
