/// The item moves of a batch, sorted by where they move from, with where they go sorted too.
///
/// A large diff moves tens of thousands of items. Sorting the moves once, rather than hashing
/// each into a table, lets the rules tell whether two moves share a source or a destination by
/// comparing neighbours, whether a move meets a delete, reload or insert by a merge with those
/// operations (``SortedItemIndexes``), and lets the mapping find where an item moves by binary
/// search. Lists usually give their moves in order of source already; then they are not sorted.
struct SortedMoves: Sendable {
    /// Where the moves come from, ascending and without repeats.
    let sources: SortedItemIndexes
    /// Where the moves go, ascending and without repeats.
    let destinations: SortedItemIndexes
    /// Whether two moves come from the same item.
    let repeatsSource: Bool
    /// Whether two moves go to the same place.
    let repeatsDestination: Bool
    /// The destination of each move, in the order of `sources`. Only meaningful when no two
    /// moves share a source, which is all the mapping of an accepted batch sees.
    private let destinationsBySource: [ItemIndex]

    /// `moves`, in any order, repeats included.
    init(_ moves: [(from: ItemIndex, to: ItemIndex)]) {
        let ascending = zip(moves, moves.dropFirst()).allSatisfy { $0.from < $1.from }
        let bySource = ascending ? moves : moves.sorted { $0.from < $1.from }
        let sourceItems = bySource.map(\.from)
        var destinationItems = bySource.map(\.to)
        destinationsBySource = destinationItems
        destinationItems.sort()
        // Sources given in strictly ascending order repeat none.
        repeatsSource = !ascending && Self.hasNeighbourRepeat(sourceItems)
        repeatsDestination = Self.hasNeighbourRepeat(destinationItems)
        // Both are ascending now, so these keep them as they are unless they repeat an item.
        sources = SortedItemIndexes(sourceItems)
        destinations = SortedItemIndexes(destinationItems)
    }

    /// Whether any move's destination is also an item the batch inserts, or any move's source
    /// one it deletes or reloads; or two moves share a source or a destination: whether the
    /// moves break one of UIKit's rules on their own or with those operations.
    func conflict(deleted: SortedItemIndexes, reloaded: SortedItemIndexes, inserted: SortedItemIndexes) -> Bool {
        repeatsSource || repeatsDestination || sources.firstShared(with: deleted) != nil
            || sources.firstShared(with: reloaded) != nil || destinations.firstShared(with: inserted) != nil
    }

    /// Where the item at `source` moves, or `nil` when it does not move.
    func destination(of source: ItemIndex) -> ItemIndex? {
        sources.index(of: source).map { destinationsBySource[$0] }
    }

    /// Whether two neighbours of `ascending` are equal: whether a sorted list repeats an item.
    private static func hasNeighbourRepeat(_ ascending: [ItemIndex]) -> Bool {
        zip(ascending, ascending.dropFirst()).contains { $0 == $1 }
    }
}
