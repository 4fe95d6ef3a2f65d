import Foundation

/// The rules UIKit enforces when a batch update ends, and where the batch moves everything.
///
/// Written from UIKit's documented behaviour, on its own: deletes, reloads, reconfigures and
/// move sources name indexes before the batch; inserts and move destinations name indexes
/// after it; everything else keeps its order in the places left free. A reload is a delete
/// and an insert of the same thing, so it may not meet a delete or a move of it. Sections and
/// items that survive must add up: what was there, minus what was deleted and moved out, plus
/// what was inserted and moved in. Deleting the items of a section the batch deletes, or
/// inserting items into a section it inserts, is allowed (as UIKit allows it); moving,
/// reloading or reconfiguring items of such sections is not.
///
/// Each broken rule is reported with the reason UIKit gives. The stand-in's collection and table
/// views both judge their batches with these rules, which share no code with ReelDiff's, so they
/// judge the diff's batches independently.
///
/// Checking costs about the number of operations and sections, not items: the counts of the
/// sections no operation names are compared directly, and the mapping answers for one item at
/// a time (see ``UpdateMapping``). A batch of tens of thousands of operations is checked where
/// UIKit checks it, on the main actor, inside a frame, so nothing of it is hashed: each kind
/// of operation is sorted once (``SortedItemIndexes``, ``SortedMoves``), the rules that hold for
/// every item of a section are checked on the section's first and last, what sections hold is
/// read from arrays indexed by section, and the operations are walked in the order they were
/// given only when a rule is broken, to name the first breach as UIKit does.
package struct UpdateRules: Sendable {
    let vocabulary: ListVocabulary

    /// Rules that speak of `vocabulary`'s list.
    package init(vocabulary: ListVocabulary) {
        self.vocabulary = vocabulary
    }

    /// Checks `record` against the counts before the batch and those the data source reports
    /// after it; returns where everything goes, or throws the first broken rule.
    package func check(_ record: UpdateRecord, before: [Int], after: [Int]) throws(UpdateRuleViolation) -> UpdateMapping {
        try checkShapes(record)
        let sections = try checkSections(record, before: before.count, after: after.count)
        return try mapItems(record, sections: sections, before: before, after: after)
    }

    private func fail(_ reason: String) -> UpdateRuleViolation {
        UpdateRuleViolation(reason: reason)
    }

    private func describe(_ item: ItemIndex) -> String { item.indexPath.uikitDescription }

    // MARK: Shapes

    private func checkShapes(_ record: UpdateRecord) throws(UpdateRuleViolation) {
        guard let wrong = record.malformedPath else { return }
        throw fail(
            "Invalid index path for use with \(vocabulary.className) (\(wrong.uikitDescription)). Index paths passed to "
                + "\(vocabulary.list) must contain exactly two indices specifying the section and \(vocabulary.element).")
    }

    // MARK: Sections

    /// Where the sections go: what ``UpdateMapping/sectionsAfter`` says, which sections before
    /// the batch lose their content, and which after it have new content.
    ///
    /// Each is an array indexed by section, not a set: the rules ask about the section of every
    /// moved, reloaded and reconfigured item, and reading an array costs less than hashing.
    private struct SectionMapping {
        /// For each section before the batch, its index after it (`nil` when deleted or reloaded).
        var after: [Int?]
        /// For each section after the batch, its index before it (`nil` when inserted).
        var before: [Int?]
        /// For each section before the batch, whether the batch deletes or reloads it.
        var gone: [Bool]
        /// For each section after the batch, whether its content is new: inserted or reloaded.
        var new: [Bool]
    }

    private func checkSections(_ record: UpdateRecord, before: Int, after: Int) throws(UpdateRuleViolation) -> SectionMapping {
        for section in record.deletedSections where section >= before {
            throw fail("attempt to delete section \(section), but there are only \(before) sections before the update")
        }
        for section in record.reloadedSections where section >= before {
            throw fail("attempt to reload section \(section), but there are only \(before) sections before the update")
        }
        for section in record.insertedSections where section >= after {
            throw fail("attempt to insert section \(section) but there are only \(after) sections after the update")
        }
        for move in record.movedSections {
            if move.from < 0 || move.from >= before {
                throw fail("attempt to move section \(move.from), but there are only \(before) sections before the update")
            }
            if move.to < 0 || move.to >= after {
                throw fail("attempt to move section \(move.from) to section \(move.to), but there are only \(after) sections after the update")
            }
        }
        if let section = record.deletedSections.intersection(record.reloadedSections).first {
            throw fail("attempt to delete and reload the same section (\(section))")
        }
        var moveSources = Set<Int>()
        var moveDestinations = Set<Int>()
        for move in record.movedSections {
            if record.deletedSections.contains(move.from) {
                throw fail("attempt to perform a delete and a move from the same section (\(move.from))")
            }
            if record.reloadedSections.contains(move.from) {
                throw fail("attempt to perform a reload and a move from the same section (\(move.from))")
            }
            if !moveSources.insert(move.from).inserted {
                throw fail("attempt to perform multiple moves from the same section (\(move.from))")
            }
            if record.insertedSections.contains(move.to) {
                throw fail("attempt to perform an insert and a move to the same section (\(move.to))")
            }
            if !moveDestinations.insert(move.to).inserted {
                throw fail("attempt to perform multiple moves to the same section (\(move.to))")
            }
        }
        let inserted = record.insertedSections.count
        let deleted = record.deletedSections.count
        guard after == before - deleted + inserted else {
            throw fail(
                "Invalid update: invalid number of sections. The number of sections contained in the \(vocabulary.list) "
                    + "after the update (\(after)) must be equal to the number of sections contained in the "
                    + "\(vocabulary.list) before the update (\(before)), plus or minus the number of sections inserted or "
                    + "deleted (\(inserted) inserted, \(deleted) deleted).")
        }
        var mapping = SectionMapping(
            after: Array(repeating: nil, count: before), before: Array(repeating: nil, count: after),
            gone: Array(repeating: false, count: before), new: Array(repeating: false, count: after))
        let free = (0..<after).filter { !record.insertedSections.contains($0) && !moveDestinations.contains($0) }
        let kept = (0..<before).filter { !record.deletedSections.contains($0) && !moveSources.contains($0) }
        for (sectionBefore, sectionAfter) in zip(kept, free) {
            mapping.after[sectionBefore] = sectionAfter
            mapping.before[sectionAfter] = sectionBefore
        }
        for move in record.movedSections {
            mapping.after[move.from] = move.to
            mapping.before[move.to] = move.from
        }
        for section in record.deletedSections { mapping.gone[section] = true }
        for section in record.insertedSections { mapping.new[section] = true }
        for section in record.reloadedSections {
            mapping.gone[section] = true
            if let sectionAfter = mapping.after[section] { mapping.new[sectionAfter] = true }
            mapping.after[section] = nil
        }
        return mapping
    }

    // MARK: Items

    private func mapItems(
        _ record: UpdateRecord, sections: SectionMapping, before: [Int], after: [Int]
    ) throws(UpdateRuleViolation) -> UpdateMapping {
        let element = vocabulary.element
        let elements = vocabulary.elements
        let deleted = SortedItemIndexes(record.deletions)
        let inserted = SortedItemIndexes(record.insertions)
        let reloaded = SortedItemIndexes(record.reloads)
        let reconfigured = SortedItemIndexes(record.reconfigurations)
        let moves = SortedMoves(record.moves)
        func exists(_ path: ItemIndex, in counts: [Int]) -> Bool {
            path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
        }
        // Ranges, each kind in order, so that the first broken rule is the one UIKit reports.
        func checkBefore(_ items: SortedItemIndexes, _ verb: String) throws(UpdateRuleViolation) {
            guard let path = items.firstMissing(in: before) else { return }
            guard path.section >= 0, path.section < before.count else {
                throw fail("attempt to \(verb) \(element) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update")
            }
            throw fail("attempt to \(verb) \(element) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(elements) before the update")
        }
        try checkBefore(deleted, "delete")
        try checkBefore(reloaded, "reload")
        try checkBefore(reconfigured, "reconfigure")
        if let path = inserted.firstMissing(in: after) {
            guard path.section >= 0, path.section < after.count else {
                throw fail("attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(after.count) sections after the update")
            }
            throw fail("attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(after[path.section]) \(elements) in section \(path.section) after the update")
        }
        // Sorted, the moves show whether any of them names a path that does not exist; only
        // then is UIKit's first such move looked for, in the order of the moves. So with the
        // other rules on moves below.
        if moves.sources.firstMissing(in: before) != nil || moves.destinations.firstMissing(in: after) != nil {
            for move in record.moves {
                if !exists(move.from, in: before) {
                    throw fail("attempt to move index path (\(describe(move.from))) to index path (\(describe(move.to))), but index path (\(describe(move.from))) does not exist before the update")
                }
                if !exists(move.to, in: after) {
                    throw fail("attempt to move index path (\(describe(move.from))) to index path (\(describe(move.to))), but index path (\(describe(move.to))) does not exist after the update")
                }
            }
        }
        // What may not meet in one batch.
        if let path = deleted.firstShared(with: reloaded) {
            throw fail("attempt to delete and reload the same index path (\(describe(path)))")
        }
        if let path = reconfigured.firstShared(with: deleted) {
            throw fail("attempt to reconfigure and delete the same index path (\(describe(path)))")
        }
        if let path = reconfigured.firstShared(with: reloaded) {
            throw fail("attempt to reconfigure and reload the same index path (\(describe(path)))")
        }
        if moves.conflict(deleted: deleted, reloaded: reloaded, inserted: inserted) {
            try checkMovesInOrder(record.moves, deleted: deleted, reloaded: reloaded, inserted: inserted)
        }
        // Sections the batch deletes, inserts or reloads. Every item named here exists, so its
        // section is one of the list's.
        if let path = reloaded.first(inSectionsMarked: sections.gone) {
            throw fail("attempt to reload \(element) \(path.item) in section \(path.section), which the update deletes or reloads")
        }
        if let path = reconfigured.first(inSectionsMarked: sections.gone) {
            throw fail("attempt to reconfigure \(element) \(path.item) in section \(path.section), which the update deletes or reloads")
        }
        if moves.sources.first(inSectionsMarked: sections.gone) != nil || moves.destinations.first(inSectionsMarked: sections.new) != nil {
            for move in record.moves {
                if sections.gone[move.from.section] {
                    throw fail("cannot move \(vocabulary.anElement) from a deleted section (\(move.from.section))")
                }
                if sections.new[move.to.section] {
                    throw fail("cannot move \(vocabulary.anElement) into a newly inserted section (\(move.to.section))")
                }
            }
        }
        // Counts. A move within a section takes an item out of it and puts one in, so a
        // section's count after is its count before less every move out of it plus every move
        // into it; no move is looked at unless a count is wrong and UIKit's reason needs the
        // moves between sections.
        for (sectionAfter, source) in sections.before.enumerated() {
            guard let sectionBefore = source, !sections.new[sectionAfter] else { continue }
            let deleted = deleted.inSection(sectionBefore).count
            let inserted = inserted.inSection(sectionAfter).count
            let countBefore = before[sectionBefore]
            let countAfter = after[sectionAfter]
            let movesOut = moves.sources.inSection(sectionBefore).count
            let movesIn = moves.destinations.inSection(sectionAfter).count
            guard countAfter != countBefore - deleted + inserted - movesOut + movesIn else { continue }
            let movedOut = record.moves.count { $0.from.section == sectionBefore && $0.to.section != sectionAfter }
            let movedIn = record.moves.count { $0.to.section == sectionAfter && $0.from.section != sectionBefore }
            throw fail(
                "Invalid update: invalid number of \(elements) in section \(sectionAfter). The number of \(elements) "
                    + "contained in an existing section after the update (\(countAfter)) must be equal to the number of "
                    + "\(elements) contained in that section before the update (\(countBefore)), plus or minus the number "
                    + "of \(elements) inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                    + "deleted) and plus or minus the number of \(elements) moved into or out of that section "
                    + "(\(movedIn) moved in, \(movedOut) moved out).")
        }
        return UpdateMapping(
            sectionsAfter: sections.after, deleted: deleted, inserted: inserted, moved: moves, reloaded: reloaded,
            reconfigured: reconfigured)
    }

    /// Throws the first rule a move breaks with the deletes, reloads and inserts or with an
    /// earlier move, looking at the moves in the order they were asked for, as UIKit does.
    ///
    /// Only a batch whose sorted moves break one of these rules comes here, so the sets it
    /// builds cost nothing to a batch the rules accept.
    private func checkMovesInOrder(
        _ moves: [(from: ItemIndex, to: ItemIndex)], deleted: SortedItemIndexes, reloaded: SortedItemIndexes,
        inserted: SortedItemIndexes
    ) throws(UpdateRuleViolation) {
        var moveSources = Set<ItemIndex>()
        var moveDestinations = Set<ItemIndex>()
        for move in moves {
            if deleted.contains(move.from) {
                throw fail("attempt to perform a delete and a move from the same index path (\(describe(move.from)))")
            }
            if reloaded.contains(move.from) {
                throw fail(vocabulary.reloadAndMoveReason(move.from.indexPath))
            }
            if !moveSources.insert(move.from).inserted {
                throw fail("attempt to perform multiple moves from the same index path (\(describe(move.from)))")
            }
            if inserted.contains(move.to) {
                throw fail("attempt to perform an insert and a move to the same index path (\(describe(move.to)))")
            }
            if !moveDestinations.insert(move.to).inserted {
                throw fail("attempt to perform multiple moves to the same index path (\(describe(move.to)))")
            }
        }
    }
}
