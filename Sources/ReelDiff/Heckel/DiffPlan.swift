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
    @usableFromInline let sectionOldToNew: MatchIndexes
    /// For each new section, its old index, or a negative number if it is inserted.
    @usableFromInline let sectionNewToOld: MatchIndexes
    /// For each old section, whether its own content changed.
    @usableFromInline let sectionChanged: [Bool]
    /// For each old section, its index once deleted sections are gone, or -1 if it is deleted.
    @usableFromInline let compactedSection: [Int]
    /// Where each old section's items start in the flattened old items (those of surviving
    /// sections; a deleted section's range is empty); one extra entry at the end.
    @usableFromInline let oldStarts: [Int]
    /// For each flattened old item, the flattened new item it stays as, or a negative number
    /// if it is deleted.
    @usableFromInline let itemOldToNew: MatchIndexes

    @usableFromInline
    init(sections: IdentityMatch, oldStarts: [Int], newStarts: [Int], items: IdentityMatch, parallel: Bool? = nil) {
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

        // Items leaving, reloaded and arriving, and moves: on long lists (or as `parallel` says)
        // the items are listed on a second core while the longest increasing subsequences find
        // the items moved within their sections. Both only read the matches.
        let (listed, movedWithin) = ConcurrentPhases.run(
            parallel: parallel ?? IdentityMatch.runsInParallel(oldCount: itemOldToNew.count, newCount: itemNewToOld.count),
            {
                Self.listItems(
                    sectionOldToNew: sectionOldToNew, sectionNewToOld: sectionNewToOld, oldStarts: oldStarts, newStarts: newStarts,
                    itemOldToNew: itemOldToNew, itemNewToOld: itemNewToOld, itemChanged: itemChanged)
            },
            {
                Self.itemsMovedWithinSections(
                    sectionNewToOld: sectionNewToOld, oldStarts: oldStarts, newStarts: newStarts, itemNewToOld: itemNewToOld)
            })
        let (deletedItems, updatedItems, insertedItems, movedAcross) = listed
        // Each new section's moves from other sections, then those within it.
        var moves: [ItemMove] = []
        moves.reserveCapacity(movedAcross.count + movedWithin.count)
        var across = 0
        var within = 0
        for section in 0..<newSectionCount {
            while across < movedAcross.count && movedAcross[across].destination.section == section {
                moves.append(movedAcross[across])
                across += 1
            }
            while within < movedWithin.count && movedWithin[within].destination.section == section {
                moves.append(movedWithin[within])
                within += 1
            }
        }
        // A moved item can only be an updated one if some are: then alone each move looks its
        // item up (a cache miss on long lists).
        let movesUpdatedItem = !updatedItems.isEmpty && moves.contains { itemChanged[$0.oldItem] }

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
            // kept items in old order: a moved item stands at its old index less the items
            // deleted before it in its section. Those are counted by binary search in the
            // deleted items (listed in path order), rather than by numbering every old item in
            // an array as long as the list, which a diff of a long list would have to page in.
            let movedItems = moves.map { move in
                let item = move.oldItem - oldStarts[move.oldSection]
                let deletedBefore =
                    deletedItems.firstIndex(above: ItemPath(item: item - 1, section: move.oldSection))
                    - deletedItems.firstIndex(above: ItemPath(item: -1, section: move.oldSection))
                return Move(source: ItemPath(item: item - deletedBefore, section: sectionOldToNew[move.oldSection]), destination: move.destination)
            }
            append(.removals, BatchUpdate(deletedSections: deletedSections, deletedItems: deletedItems, updatedItems: updatedItems))
            append(.sectionArrangement, BatchUpdate(insertedSections: insertedSections, movedSections: movedSections))
            append(.placements, BatchUpdate(insertedItems: insertedItems, movedItems: movedItems))
        }
    }

    /// An item moved: its old section, its old flattened index, and its new path.
    private typealias ItemMove = (oldSection: Int, oldItem: Int, destination: ItemPath)

    /// The items of surviving sections that are deleted or updated, by old path; those inserted,
    /// by new path; and those moved in from another section, by new path.
    private static func listItems(
        sectionOldToNew: MatchIndexes, sectionNewToOld: MatchIndexes, oldStarts: [Int], newStarts: [Int],
        itemOldToNew: MatchIndexes, itemNewToOld: MatchIndexes, itemChanged: [Bool]
    ) -> (deleted: [ItemPath], updated: [ItemPath], inserted: [ItemPath], movedAcross: [ItemMove]) {
        var deleted: [ItemPath] = []
        var updated: [ItemPath] = []
        itemOldToNew.withUnsafeIndexes { itemOldToNew in
            itemChanged.withUnsafeBufferPointer { itemChanged in
                for section in sectionOldToNew.indices where sectionOldToNew[section] >= 0 {
                    let start = oldStarts[section]
                    for item in start..<oldStarts[section + 1] {
                        if itemOldToNew[item] < 0 {
                            deleted.append(ItemPath(item: item - start, section: section))
                        } else if itemChanged[item] {
                            updated.append(ItemPath(item: item - start, section: section))
                        }
                    }
                }
            }
        }
        var inserted: [ItemPath] = []
        var movedAcross: [ItemMove] = []
        itemNewToOld.withUnsafeIndexes { itemNewToOld in
            for section in sectionNewToOld.indices {
                let oldSection = sectionNewToOld[section]
                guard oldSection >= 0 else { continue }
                let start = newStarts[section]
                let oldRange = oldStarts[oldSection]..<oldStarts[oldSection + 1]
                for item in start..<newStarts[section + 1] {
                    let old = itemNewToOld[item]
                    if old < 0 {
                        inserted.append(ItemPath(item: item - start, section: section))
                    } else if !oldRange.contains(old) {
                        movedAcross.append((oldStarts.section(containingItem: old), old, ItemPath(item: item - start, section: section)))
                    }
                }
            }
        }
        return (deleted, updated, inserted, movedAcross)
    }

    /// The items that stay in their section but move in it: all but a longest increasing
    /// subsequence of their old positions, each new section's in order.
    private static func itemsMovedWithinSections(
        sectionNewToOld: MatchIndexes, oldStarts: [Int], newStarts: [Int], itemNewToOld: MatchIndexes
    ) -> [ItemMove] {
        var moves: [ItemMove] = []
        itemNewToOld.withUnsafeIndexes { itemNewToOld in
            for section in sectionNewToOld.indices {
                let oldSection = sectionNewToOld[section]
                guard oldSection >= 0 else { continue }
                let oldRange = oldStarts[oldSection]..<oldStarts[oldSection + 1]
                // The section's matches are read where they are rather than copied out.
                let newItems = UnsafeMatchIndexes(rebasing: newStarts[section]..<newStarts[section + 1], of: itemNewToOld)
                for item in keysOutsideLongestIncreasingSubsequence(newItems, counting: oldRange) {
                    moves.append((oldSection, newItems[item], ItemPath(item: item, section: section)))
                }
            }
        }
        return moves
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
