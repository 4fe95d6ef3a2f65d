import Foundation

/// Where the sections and items before a batch update are after it, for the ones whose views
/// survive it: a list moves their cells and supplementary views there.
///
/// It holds the batch's operations sorted, not a table of every item, so building it and
/// asking it where one item goes cost about the number of operations and sections, not the
/// number of items: a list asks only for the items whose cells or measurements exist. Nothing
/// in it is hashed, and nothing is built for it beyond what the rules sorted to check the
/// batch: an item is found among the operations by binary search.
package struct UpdateMapping: Sendable {
    /// For each section before the batch, its index after it; `nil` when the batch deletes or
    /// reloads it (its views are thrown away).
    package let sectionsAfter: [Int?]
    /// Deleted items, which leave their places before the batch.
    let deleted: SortedItemIndexes
    /// Inserted items, which take their places after the batch.
    let inserted: SortedItemIndexes
    /// Moved items, which leave their places before the batch and take others after it.
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
        if reloaded.contains(path) || deleted.contains(path) { return nil }
        let rank = path.item - deleted.countBelow(path) - moved.sources.countBelow(path)
        // Up to a place, the free places are the places less the taken ones; the first place
        // with `rank + 1` free places up to it is free, and has `rank` before it. It lies
        // between `rank` (no taken place before it) and `rank` plus every taken place.
        func freePlaces(through place: Int) -> Int {
            let next = ItemIndex(section: sectionAfter, item: place + 1)
            return place + 1 - inserted.countBelow(next) - moved.destinations.countBelow(next)
        }
        let taken = inserted.inSection(sectionAfter).count + moved.destinations.inSection(sectionAfter).count
        let place = rank + prefixCount(taken + 1) { freePlaces(through: rank + $0) < rank + 1 }
        return ItemIndex(section: sectionAfter, item: place)
    }
}
