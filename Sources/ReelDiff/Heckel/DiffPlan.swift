/// The batch updates of a sectioned diff, worked out from identity matches alone (no element
/// values), so that the bulk of the work is one non-generic, compiled-once piece of code.
///
/// Items are matched only between surviving sections (the items matched, numbered across
/// sections, are theirs alone): an item whose old section is deleted, or whose new section is
/// inserted, leaves or arrives with its section. The stages are:
///
/// 1. ``StageKind/sectionUpdates``: sections whose own content changed are reloaded.
/// 2. Then, when no section moves and no updated item moves, one ``StageKind/complete`` stage
///    holding everything else. Otherwise three stages, because UIKit cannot reload and move the
///    same item in one batch, and Reel keeps section moves apart from item operations:
///    ``StageKind/removals`` (deletes and updates), ``StageKind/sectionArrangement`` (section
///    inserts and moves) and ``StageKind/placements`` (item inserts and moves).
///
/// Moves are minimal: within a section, the items kept in place are a longest increasing
/// subsequence of their old positions; sections likewise. Which occurrences of a repeated
/// identity are matched was chosen to make those subsequences longest (``IdentityMatch``'s
/// `matchRepeated`, within the bound it states for identities repeated beyond eight pairs per
/// occurrence): the sections' first, then the items' within the sections as matched.
@usableFromInline
struct DiffPlan: Sendable {
    /// What a stage does, which decides the data it shows.
    @usableFromInline
    enum StageKind: Sendable {
        /// Reloads sections whose own content changed; items are as before.
        case sectionUpdates
        /// Deletes sections and items and reloads changed items; kept items stay in old order.
        case removals
        /// Inserts and moves sections; kept sections hold their kept items in old order.
        case sectionArrangement
        /// Inserts and moves items, ending at the target.
        case placements
        /// Everything but section updates in one batch, ending at the target.
        case complete
    }

    /// The stages to perform, in order; empty when source and target are equal.
    @usableFromInline var stages: [(kind: StageKind, update: BatchUpdate)] = []
    /// For each old section, its new index, or a negative number if it is deleted.
    @usableFromInline let sectionOldToNew: [Int]
    /// For each new section, its old index, or a negative number if it is inserted.
    @usableFromInline let sectionNewToOld: [Int]
    /// For each old section, whether its own content changed.
    @usableFromInline let sectionChanged: [Bool]
    /// For each old section, its index once deleted sections are gone, or -1 if it is deleted.
    @usableFromInline let compactedSection: [Int]
    /// Where each old section's items start in the flattened old items (those of surviving
    /// sections; a deleted section's range is empty); one extra entry at the end.
    @usableFromInline let oldStarts: [Int]
    /// For each flattened old item, the flattened new item it stays as, or a negative number
    /// if it is deleted.
    @usableFromInline let itemOldToNew: [Int]

    @usableFromInline
    init(sections: IdentityMatch, oldStarts: [Int], newStarts: [Int], items: IdentityMatch) {
        sectionOldToNew = sections.oldToNew
        sectionNewToOld = sections.newToOld
        sectionChanged = sections.changed
        let itemChanged = items.changed
        self.oldStarts = oldStarts
        itemOldToNew = items.oldToNew
        let itemNewToOld = items.newToOld
        let oldSectionCount = sectionOldToNew.count
        let newSectionCount = sectionNewToOld.count

        var deletedSections: [Int] = []
        var updatedSections: [Int] = []
        var compactedSection = [Int](repeating: -1, count: oldSectionCount)
        var keptSectionCount = 0
        for section in 0..<oldSectionCount {
            if sectionOldToNew[section] < 0 {
                deletedSections.append(section)
            } else {
                compactedSection[section] = keptSectionCount
                keptSectionCount += 1
                if sectionChanged[section] { updatedSections.append(section) }
            }
        }
        self.compactedSection = compactedSection
        var insertedSections: [Int] = []
        var keptSectionsInNewOrder: [Int] = []
        keptSectionsInNewOrder.reserveCapacity(keptSectionCount)
        for section in 0..<newSectionCount {
            let old = sectionNewToOld[section]
            if old < 0 { insertedSections.append(section) } else { keptSectionsInNewOrder.append(compactedSection[old]) }
        }
        var movedSections: [Move<Int>] = []
        let sectionStays = longestIncreasingSubsequence(keptSectionsInNewOrder)
        var keptIndex = 0
        for section in 0..<newSectionCount where sectionNewToOld[section] >= 0 {
            if !sectionStays[keptIndex] {
                movedSections.append(Move(source: keptSectionsInNewOrder[keptIndex], destination: section))
            }
            keptIndex += 1
        }

        // Items leaving or reloaded, by old path.
        var deletedItems: [ItemPath] = []
        var updatedItems: [ItemPath] = []
        itemOldToNew.withUnsafeBufferPointer { itemOldToNew in
            itemChanged.withUnsafeBufferPointer { itemChanged in
                for section in 0..<oldSectionCount where sectionOldToNew[section] >= 0 {
                    let start = oldStarts[section]
                    for item in start..<oldStarts[section + 1] {
                        if itemOldToNew[item] < 0 {
                            deletedItems.append(ItemPath(item: item - start, section: section))
                        } else if itemChanged[item] {
                            updatedItems.append(ItemPath(item: item - start, section: section))
                        }
                    }
                }
            }
        }

        // Items arriving, by new path; moves as (old section, old flattened index, new path).
        var insertedItems: [ItemPath] = []
        var moves: [(oldSection: Int, oldItem: Int, destination: ItemPath)] = []
        var movesUpdatedItem = false
        // A moved item can only be an updated one if some are: then alone each move looks its
        // item up (a cache miss on long lists).
        let updatesItems = !updatedItems.isEmpty
        itemNewToOld.withUnsafeBufferPointer { itemNewToOld in
            for section in 0..<newSectionCount {
                let oldSection = sectionNewToOld[section]
                guard oldSection >= 0 else { continue }
                let start = newStarts[section]
                let oldRange = oldStarts[oldSection]..<oldStarts[oldSection + 1]
                let newItems = UnsafeBufferPointer(rebasing: itemNewToOld[start..<newStarts[section + 1]])
                for (item, old) in newItems.enumerated() {
                    if old < 0 {
                        insertedItems.append(ItemPath(item: item, section: section))
                    } else if !oldRange.contains(old) {
                        let from = oldStarts.section(containingItem: old)
                        moves.append((from, old, ItemPath(item: item, section: section)))
                        movesUpdatedItem = movesUpdatedItem || (updatesItems && itemChanged[old])
                    }
                }
                // The items staying in the section, read where they are rather than copied out.
                let inPlace = longestIncreasingSubsequence(newItems, counting: oldRange)
                for (item, old) in newItems.enumerated() where !inPlace[item] && oldRange.contains(old) {
                    moves.append((oldSection, old, ItemPath(item: item, section: section)))
                    movesUpdatedItem = movesUpdatedItem || (updatesItems && itemChanged[old])
                }
            }
        }

        if !updatedSections.isEmpty {
            stages.append((.sectionUpdates, BatchUpdate(updatedSections: updatedSections)))
        }
        if movedSections.isEmpty && !movesUpdatedItem {
            let movedItems = moves.map { move in
                Move(source: ItemPath(item: move.oldItem - oldStarts[move.oldSection], section: move.oldSection), destination: move.destination)
            }
            append(.complete, BatchUpdate(
                deletedSections: deletedSections, insertedSections: insertedSections,
                deletedItems: deletedItems, insertedItems: insertedItems,
                updatedItems: updatedItems, movedItems: movedItems))
        } else {
            // After the first two stages, kept sections stand at their new index and hold their
            // kept items in old order.
            var compactedItem = [Int](repeating: -1, count: itemOldToNew.count)
            for section in 0..<oldSectionCount where sectionOldToNew[section] >= 0 {
                var kept = 0
                for item in oldStarts[section]..<oldStarts[section + 1] where itemOldToNew[item] >= 0 {
                    compactedItem[item] = kept
                    kept += 1
                }
            }
            let movedItems = moves.map { move in
                Move(source: ItemPath(item: compactedItem[move.oldItem], section: sectionOldToNew[move.oldSection]), destination: move.destination)
            }
            append(.removals, BatchUpdate(deletedSections: deletedSections, deletedItems: deletedItems, updatedItems: updatedItems))
            append(.sectionArrangement, BatchUpdate(insertedSections: insertedSections, movedSections: movedSections))
            append(.placements, BatchUpdate(insertedItems: insertedItems, movedItems: movedItems))
        }
    }

    /// Whether every item of the old section `old` stays, in order, as the new items `newRange`
    /// (a new section's): then that section after the removals is the new one.
    @usableFromInline
    func keepsEveryItemInPlace(ofOldSection old: Int, as newRange: Range<Int>) -> Bool {
        let range = oldStarts[old]..<oldStarts[old + 1]
        guard range.count == newRange.count else { return false }
        return range.allSatisfy { itemOldToNew[$0] == newRange.lowerBound + ($0 - range.lowerBound) }
    }

    private mutating func append(_ kind: StageKind, _ update: BatchUpdate) {
        if !update.isEmpty { stages.append((kind, update)) }
    }
}
