import Foundation

/// Where the sections and items before a batch update are after it, for the ones whose views
/// survive it: a list moves their cells and supplementary views there.
///
/// It holds the batch's operations sorted by section, not a table of every item, so building
/// it and asking it where one item goes cost about the number of operations and sections, not
/// the number of items: a list asks only for the items whose cells or measurements exist.
/// Nothing in it is hashed: a section's operations are found by its index, an item among them
/// by binary search.
package struct UpdateMapping: Sendable {
    /// For each section before the batch, its index after it; `nil` when the batch deletes or
    /// reloads it (its views are thrown away).
    package let sectionsAfter: [Int?]
    /// For each section before the batch, the items that leave it (deleted or moved), sorted.
    let leaving: [[Int]]
    /// For each section after the batch, the items put there (inserted or moved), sorted.
    let taken: [[Int]]
    /// Moved items, sorted by place before the batch.
    let moved: SortedMoves
    /// Reloaded items, which keep their place but not their cells.
    let reloaded: SortedItemIndexes
    /// Reconfigured items, which keep their cells and are configured again.
    let reconfigured: SortedItemIndexes

    /// Whether the batch reconfigures the item at `path` (before the batch).
    package func isReconfigured(_ path: IndexPath) -> Bool {
        ItemIndex(path).map(reconfigured.contains) ?? false
    }

    /// The path after the batch of the item at `path` before it, when the item keeps its cell
    /// (kept, moved or reconfigured); `nil` for deleted and reloaded items and for the items of
    /// deleted and reloaded sections.
    ///
    /// An item nothing names keeps its order among the items that stay: the one with `rank`
    /// staying items before it goes to the free place (one nothing was inserted or moved to)
    /// with `rank` free places before it.
    package func indexPathAfter(_ path: IndexPath) -> IndexPath? {
        ItemIndex(path).flatMap(indexAfter)?.indexPath
    }

    private func indexAfter(_ path: ItemIndex) -> ItemIndex? {
        let section = path.section
        guard section >= 0, section < sectionsAfter.count, let sectionAfter = sectionsAfter[section] else { return nil }
        if let destination = moved.destination(of: path) { return destination }
        if reloaded.contains(path) { return nil }
        let item = path.item
        let leavingItems = leaving[section]
        let leftBefore = leavingItems.countBelow(item)
        if leftBefore < leavingItems.count, leavingItems[leftBefore] == item { return nil }
        let rank = item - leftBefore
        // The taken places before the free place of `rank`: those with at most `rank` free
        // places before them (`taken[i] - i` of them, which grows with `i`).
        let takenItems = taken[sectionAfter]
        let takenBefore = prefixCount(takenItems.count) { takenItems[$0] - $0 <= rank }
        return ItemIndex(section: sectionAfter, item: rank + takenBefore)
    }
}
