import ReelDiff

/// Where one batch update carries each section and item that stands before it, worked out as
/// UIKit does and independently of the library: deletes and move sources name indexes before
/// the batch, inserts and move destinations indexes after it, and every other section and item
/// (reloaded ones included) keeps its order in the slots left free.
struct CarriedPositions {
    /// For each section before the batch, its index after it, or nil if it is deleted.
    private(set) var sections: [Int?]
    /// For each item before the batch, by section, its path after it, or nil if it is deleted.
    private(set) var items: [[ItemPath?]]

    /// The positions `update` carries sections holding `before` items each into sections
    /// holding `after` items each.
    init(_ update: BatchUpdate, before: [Int], after: [Int]) {
        let deletedSections = Set(update.deletedSections)
        let sectionMoves = Dictionary(update.movedSections.map { ($0.source, $0.destination) }, uniquingKeysWith: { first, _ in first })
        let takenSections = Set(update.insertedSections).union(update.movedSections.map(\.destination))
        var freeSections = after.indices.filter { !takenSections.contains($0) }[...]
        sections = before.indices.map { section in
            if deletedSections.contains(section) { return nil }
            return sectionMoves[section] ?? freeSections.popFirst()
        }

        let deletedItems = Set(update.deletedItems)
        let itemMoves = Dictionary(update.movedItems.map { ($0.source, $0.destination) }, uniquingKeysWith: { first, _ in first })
        let takenItems = Set(update.insertedItems).union(update.movedItems.map(\.destination))
        items = before.map { [ItemPath?](repeating: nil, count: $0) }
        for (section, destination) in sections.enumerated() {
            guard let destination, after.indices.contains(destination) else { continue }
            var freeSlots = (0..<after[destination]).filter { !takenItems.contains(ItemPath(item: $0, section: destination)) }[...]
            for item in 0..<before[section] {
                let path = ItemPath(item: item, section: section)
                if deletedItems.contains(path) { continue }
                items[section][item] = itemMoves[path] ?? freeSlots.popFirst().map { ItemPath(item: $0, section: destination) }
            }
        }
    }
}
