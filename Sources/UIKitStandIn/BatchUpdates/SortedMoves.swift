/// The item moves of a batch, sorted by where they move from, with where they go sorted too.
///
/// A large diff moves tens of thousands of items. Sorting the moves once, rather than hashing
/// each into a table, lets the rules tell whether two moves share a source or a destination by
/// comparing neighbours, whether a move meets a delete, reload or insert by a merge with those
/// operations (``SortedItemIndexes``), and lets the mapping find where an item moves by binary
/// search. Moves given in order of destination, as a diff finds them walking the list after
/// the batch, are in no order of source: their sources are radix sorted
/// (`ascendingPositions()`), their destinations are not sorted at all; moves given in order of
/// source have their destinations sorted instead.
struct SortedMoves: Sendable {
    /// Where the moves come from, ascending and without repeats.
    let sources: SortedItemIndexes
    /// Where the moves go, ascending and without repeats.
    let destinations: SortedItemIndexes
    /// Whether two moves come from the same item.
    var repeatsSource: Bool { sources.hadRepeats }
    /// Whether two moves go to the same place.
    var repeatsDestination: Bool { destinations.hadRepeats }
    /// The destination of each move, in the order of `sources`. Only meaningful when no two
    /// moves share a source, which is all the mapping of an accepted batch sees.
    private let destinationsBySource: [ItemIndex]

    /// `moves`, in any order, repeats included.
    init(_ moves: [(from: ItemIndex, to: ItemIndex)]) {
        if zip(moves, moves.dropFirst()).allSatisfy({ $0.from < $1.from }) {
            sources = SortedItemIndexes(strictlyAscending: moves.map(\.from))
            destinationsBySource = moves.map(\.to)
        } else {
            let order = moves.lazy.map(\.from).ascendingPositions()
            sources = SortedItemIndexes(ascending: order.map { moves[$0].from })
            destinationsBySource = order.map { moves[$0].to }
        }
        destinations = SortedItemIndexes(moves.map(\.to))
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
}
