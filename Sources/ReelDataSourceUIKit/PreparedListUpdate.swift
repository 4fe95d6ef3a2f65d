#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// A batch update as ``CollectionViewList`` and ``TableViewList`` perform it, worked out ahead,
/// off the main actor when the data source diffs there: the index paths UIKit's batch methods
/// take, and where the batch puts its updated items.
///
/// Everything in it grows with the batch. Inside the batch, on the main actor, the list only
/// passes the paths on, and looks up the few updated items whose cells are shown.
public struct PreparedListUpdate: Sendable {
    /// The batch, its updated items in ascending order and its moves in order of destination
    /// (UIKit takes each kind as a set).
    let update: BatchUpdate
    /// The batch's operations as UIKit takes them; the updated items in the order of `update`'s.
    let indexPaths: BatchUpdateIndexPaths
    /// The counts of the sections before and after the batch, as prepared.
    private let countsBefore: [Int]
    private let countsAfter: [Int]
    /// Where the batch puts the items before it, for those counts; `nil` when it updates no
    /// item, or breaks a rule.
    private let preparedMapping: BatchUpdateMapping?

    /// Prepares `update`, which takes sections of `countsBefore` items to sections of
    /// `countsAfter`.
    init(_ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int]) {
        var update = update
        if !zip(update.updatedItems, update.updatedItems.dropFirst()).allSatisfy({ $0 < $1 }) {
            update.updatedItems.sort()
        }
        // The order of a valid batch's moves changes nothing in UIKit; in order of destination,
        // a list that sorts its operations to check them (the UIKit stand-in does) need only
        // sort their sources, inside the batch, on the main actor.
        if !zip(update.movedItems, update.movedItems.dropFirst()).allSatisfy({ $0.destination < $1.destination }) {
            update.movedItems.sort { $0.destination < $1.destination }
        }
        self.update = update
        indexPaths = BatchUpdateIndexPaths(update)
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        preparedMapping = Self.mapping(of: update, countsBefore: countsBefore, countsAfter: countsAfter)
    }

    /// Where `update` puts the items before it; `nil` when it updates no item (nothing asks
    /// then), or breaks a rule.
    private static func mapping(of update: BatchUpdate, countsBefore: [Int], countsAfter: [Int]) -> BatchUpdateMapping? {
        guard !update.updatedItems.isEmpty else { return nil }
        return try? BatchUpdateMapping(update: update, sectionCountsBefore: countsBefore, sectionCountsAfter: countsAfter)
    }

    /// Where the batch puts the items before it, when the sections count `countsBefore` items
    /// before it and `countsAfter` after it: the prepared mapping when those are the counts it
    /// was prepared for, as they are for the data source's own stages, else one worked out now.
    func mapping(countsBefore: [Int], countsAfter: [Int]) -> BatchUpdateMapping? {
        guard countsBefore == self.countsBefore, countsAfter == self.countsAfter else {
            return Self.mapping(of: update, countsBefore: countsBefore, countsAfter: countsAfter)
        }
        return preparedMapping
    }

    /// Those of `paths` that the batch updates, each with its position among the updated items,
    /// in ascending order of position and each once: a binary search for each path.
    func updatedItems(among paths: [IndexPath]) -> [(position: Int, path: ItemPath)] {
        let updated = update.updatedItems
        var found: [(position: Int, path: ItemPath)] = []
        for indexPath in paths where indexPath.count == 2 {
            let path = ItemPath(indexPath)
            var low = 0
            var high = updated.count
            while low < high {
                let middle = (low + high) / 2
                if updated[middle] < path { low = middle + 1 } else { high = middle }
            }
            if low < updated.count, updated[low] == path { found.append((low, path)) }
        }
        var seen = Set<Int>()
        return found.sorted { $0.position < $1.position }.filter { seen.insert($0.position).inserted }
    }
}

extension BatchUpdatingList where PreparedBatchUpdate == PreparedListUpdate {
    /// Prepares `update` for the list: its index paths, and where it puts its updated items.
    public nonisolated static func prepareBatchUpdate(
        _ update: BatchUpdate, sectionCountsBefore: [Int], sectionCountsAfter: [Int]
    ) -> PreparedListUpdate {
        PreparedListUpdate(update, countsBefore: sectionCountsBefore, countsAfter: sectionCountsAfter)
    }
}
#endif
