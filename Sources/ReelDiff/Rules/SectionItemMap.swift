/// Where the items of one section a batch update keeps come from and go to, stored as the
/// batch's operations on it alone: slots after the batch taken by inserts and moves in, and
/// indexes before it left by deletes and moves out or reloaded. Every other item keeps its
/// order in the free slots, so any one item is found by binary search, and a batch of a few
/// changes to a section of a hundred thousand items costs a few changes, not the section.
struct SectionItemMap: Hashable, Sendable {
    /// The section's index before the batch.
    let beforeSection: Int
    /// The section's index after the batch.
    let afterSection: Int
    let countBefore: Int
    let countAfter: Int
    /// Slots after the batch taken by inserts and moves in, ascending, and what each holds.
    let placedSlots: [Int]
    let placedSources: [BatchUpdateMapping.ItemSource]
    /// Indexes before the batch of the items deleted or moved out, ascending.
    let leaving: [Int]
    /// Of those, the ones moved out, ascending, and where each goes.
    let movedOut: [Int]
    let movedOutDestinations: [ItemPath]
    /// Indexes before the batch of the items reloaded, ascending.
    let reloaded: [Int]

    /// Where each item of the section after the batch comes from, in one pass.
    func sources() -> [BatchUpdateMapping.ItemSource] {
        var sources: [BatchUpdateMapping.ItemSource] = []
        sources.reserveCapacity(countAfter)
        var placed = 0
        var left = 0
        var reload = 0
        var before = 0
        for slot in 0..<countAfter {
            if placed < placedSlots.count && placedSlots[placed] == slot {
                sources.append(placedSources[placed])
                placed += 1
                continue
            }
            while left < leaving.count && leaving[left] == before {
                left += 1
                before += 1
            }
            while reload < reloaded.count && reloaded[reload] < before { reload += 1 }
            let path = ItemPath(item: before, section: beforeSection)
            sources.append(reload < reloaded.count && reloaded[reload] == before ? .updated(path) : .kept(path))
            before += 1
        }
        return sources
    }

    /// Where the item at `index` before the batch is after it.
    func destination(ofItemAt index: Int) -> BatchUpdateMapping.ItemDestination {
        let leavingBefore = leaving.countBelow(index)
        if leavingBefore < leaving.count && leaving[leavingBefore] == index {
            let move = movedOut.countBelow(index)
            guard move < movedOut.count && movedOut[move] == index else { return .removed }
            return .kept(movedOutDestinations[move])
        }
        // The rank among the items that stay, which fill the free slots in order.
        let rank = index - leavingBefore
        let slot = rank + placedSlots.countOfSlots(takenBeforeFreeSlot: rank)
        let path = ItemPath(item: slot, section: afterSection)
        let reload = reloaded.countBelow(index)
        return reload < reloaded.count && reloaded[reload] == index ? .updated(path) : .kept(path)
    }
}

extension Array where Element == Int {
    /// How many elements of this ascending array are below `value`: binary search.
    func countBelow(_ value: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// For this ascending array of taken slots, how many come before the free slot of rank
    /// `rank` (the rank-th slot, from 0, that none takes): the slot is then `rank` plus that.
    ///
    /// Taken slot j has `self[j] - j` free slots before it, a count that never decreases
    /// with j, so the taken slots before the free one are those where it is at most `rank`.
    func countOfSlots(takenBeforeFreeSlot rank: Int) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) >> 1
            if self[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
