import Foundation
import ReelUI

/// The batch-update rules as they were before their moves were sorted: each move hashed into a
/// dictionary of moves and a set of destinations, in the order the moves were asked for, and
/// the operations of each section kept in dictionaries keyed by section.
///
/// Kept here, in the tests only, as the oracle ``UpdateRulesPropertyTests`` holds
/// ``UpdateRules`` to: the sorted rules must refuse the same batches with the same reasons, and
/// put every item of the batches they accept in the same place. Its code is the rules' as they
/// were, apart from the mapping, which counts where the rules search.
struct HashingUpdateRules {
    let vocabulary: ListVocabulary

    /// Rules that speak of `vocabulary`'s list.
    init(vocabulary: ListVocabulary) {
        self.vocabulary = vocabulary
    }

    /// Checks `record` against the counts before the batch and those the data source reports
    /// after it; returns where everything goes, or throws the first broken rule.
    func check(_ record: UpdateRecord, before: [Int], after: [Int]) throws(UpdateRuleViolation) -> Mapping {
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

    /// Where the sections go: what ``Mapping/sectionsAfter`` says, and which sections
    /// after the batch have new content (inserted or reloaded).
    private struct SectionMapping {
        var after: [Int?]
        var before: [Int?]
        var gone: Set<Int>
        var new: Set<Int>
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
            after: Array(repeating: nil, count: before), before: Array(repeating: nil, count: after), gone: [], new: [])
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
        mapping.gone = Set(record.deletedSections).union(record.reloadedSections)
        mapping.new = Set(record.insertedSections).union(record.reloadedSections.compactMap { mapping.after[$0] })
        for section in record.reloadedSections { mapping.after[section] = nil }
        return mapping
    }

    // MARK: Items

    private func mapItems(
        _ record: UpdateRecord, sections: SectionMapping, before: [Int], after: [Int]
    ) throws(UpdateRuleViolation) -> Mapping {
        let element = vocabulary.element
        let elements = vocabulary.elements
        let deleted = SortedItemIndexes(record.deletions)
        let inserted = SortedItemIndexes(record.insertions)
        let reloaded = SortedItemIndexes(record.reloads)
        let reconfigured = SortedItemIndexes(record.reconfigurations)
        func exists(_ path: ItemIndex, in counts: [Int]) -> Bool {
            path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
        }
        // Ranges, each kind in order, so that the first broken rule is the one UIKit reports.
        func checkBefore(_ items: SortedItemIndexes, _ verb: String) throws(UpdateRuleViolation) {
            guard let path = items.elements.first(where: { !exists($0, in: before) }) else { return }
            guard path.section >= 0, path.section < before.count else {
                throw fail("attempt to \(verb) \(element) \(path.item) from section \(path.section), but there are only \(before.count) sections before the update")
            }
            throw fail("attempt to \(verb) \(element) \(path.item) from section \(path.section) which only contains \(before[path.section]) \(elements) before the update")
        }
        try checkBefore(deleted, "delete")
        try checkBefore(reloaded, "reload")
        try checkBefore(reconfigured, "reconfigure")
        if let path = inserted.elements.first(where: { !exists($0, in: after) }) {
            guard path.section >= 0, path.section < after.count else {
                throw fail("attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(after.count) sections after the update")
            }
            throw fail("attempt to insert \(element) \(path.item) into section \(path.section), but there are only \(after[path.section]) \(elements) in section \(path.section) after the update")
        }
        for move in record.moves {
            if !exists(move.from, in: before) {
                throw fail("attempt to move index path (\(describe(move.from))) to index path (\(describe(move.to))), but index path (\(describe(move.from))) does not exist before the update")
            }
            if !exists(move.to, in: after) {
                throw fail("attempt to move index path (\(describe(move.from))) to index path (\(describe(move.to))), but index path (\(describe(move.to))) does not exist after the update")
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
        var moved: [ItemIndex: ItemIndex] = [:]
        var moveDestinations = Set<ItemIndex>()
        for move in record.moves {
            if deleted.contains(move.from) {
                throw fail("attempt to perform a delete and a move from the same index path (\(describe(move.from)))")
            }
            if reloaded.contains(move.from) {
                throw fail(vocabulary.reloadAndMoveReason(move.from.indexPath))
            }
            if moved.updateValue(move.to, forKey: move.from) != nil {
                throw fail("attempt to perform multiple moves from the same index path (\(describe(move.from)))")
            }
            if inserted.contains(move.to) {
                throw fail("attempt to perform an insert and a move to the same index path (\(describe(move.to)))")
            }
            if !moveDestinations.insert(move.to).inserted {
                throw fail("attempt to perform multiple moves to the same index path (\(describe(move.to)))")
            }
        }
        // Sections the batch deletes, inserts or reloads.
        if let path = reloaded.elements.first(where: { sections.gone.contains($0.section) }) {
            throw fail("attempt to reload \(element) \(path.item) in section \(path.section), which the update deletes or reloads")
        }
        if let path = reconfigured.elements.first(where: { sections.gone.contains($0.section) }) {
            throw fail("attempt to reconfigure \(element) \(path.item) in section \(path.section), which the update deletes or reloads")
        }
        for move in record.moves {
            if sections.gone.contains(move.from.section) {
                throw fail("cannot move \(vocabulary.anElement) from a deleted section (\(move.from.section))")
            }
            if sections.new.contains(move.to.section) {
                throw fail("cannot move \(vocabulary.anElement) into a newly inserted section (\(move.to.section))")
            }
        }
        // Counts, and where each surviving item goes: the operations by section.
        var movesOut: [Int: [Int]] = [:]
        var movesIn: [Int: [Int]] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        for move in record.moves {
            movesOut[move.from.section, default: []].append(move.from.item)
            movesIn[move.to.section, default: []].append(move.to.item)
            if sections.after[move.from.section] != move.to.section {
                movedOut[move.from.section, default: 0] += 1
                movedIn[move.to.section, default: 0] += 1
            }
        }
        for (sectionAfter, source) in sections.before.enumerated() {
            guard let sectionBefore = source, !sections.new.contains(sectionAfter) else { continue }
            let deleted = deleted.inSection(sectionBefore).count
            let inserted = inserted.inSection(sectionAfter).count
            let movedOut = movedOut[sectionBefore] ?? 0
            let movedIn = movedIn[sectionAfter] ?? 0
            let countBefore = before[sectionBefore]
            let countAfter = after[sectionAfter]
            guard countAfter == countBefore - deleted + inserted - movedOut + movedIn else {
                throw fail(
                    "Invalid update: invalid number of \(elements) in section \(sectionAfter). The number of \(elements) "
                        + "contained in an existing section after the update (\(countAfter)) must be equal to the number of "
                        + "\(elements) contained in that section before the update (\(countBefore)), plus or minus the number "
                        + "of \(elements) inserted or deleted from that section (\(inserted) inserted, \(deleted) "
                        + "deleted) and plus or minus the number of \(elements) moved into or out of that section "
                        + "(\(movedIn) moved in, \(movedOut) moved out).")
            }
        }
        return Mapping(
            sectionsAfter: sections.after, leaving: Self.bySection(deleted, adding: movesOut),
            taken: Self.bySection(inserted, adding: movesIn), moved: moved, reloaded: reloaded, reconfigured: reconfigured)
    }

    /// By section, the items of `items` and of `extra`, ascending: the items that leave a
    /// section or are put in one.
    private static func bySection(_ items: SortedItemIndexes, adding extra: [Int: [Int]]) -> [Int: [Int]] {
        var bySection: [Int: [Int]] = [:]
        var start = items.elements.startIndex
        while start < items.elements.endIndex {
            let section = items.elements[start].section
            var end = start + 1
            while end < items.elements.endIndex, items.elements[end].section == section { end += 1 }
            bySection[section] = items.elements[start..<end].map(\.item)
            start = end
        }
        for (section, added) in extra {
            bySection[section, default: []].append(contentsOf: added)
            bySection[section]!.sort()
        }
        return bySection
    }

    /// ``UpdateMapping`` as it was then: moves in a dictionary, the operations of each section
    /// in one keyed by section.
    struct Mapping {
        let sectionsAfter: [Int?]
        let leaving: [Int: [Int]]
        let taken: [Int: [Int]]
        let moved: [ItemIndex: ItemIndex]
        let reloaded: SortedItemIndexes
        let reconfigured: SortedItemIndexes

        func isReconfigured(_ path: IndexPath) -> Bool {
            ItemIndex(path).map(reconfigured.contains) ?? false
        }

        func indexPathAfter(_ path: IndexPath) -> IndexPath? {
            ItemIndex(path).flatMap(indexAfter)?.indexPath
        }

        // Counted one by one rather than by binary search: the oracle should be plain.
        private func indexAfter(_ path: ItemIndex) -> ItemIndex? {
            let section = path.section
            guard section >= 0, section < sectionsAfter.count, let sectionAfter = sectionsAfter[section] else { return nil }
            if let destination = moved[path] { return destination }
            if reloaded.contains(path) { return nil }
            let item = path.item
            let leavingItems = leaving[section] ?? []
            if leavingItems.contains(item) { return nil }
            let rank = item - leavingItems.count { $0 < item }
            let takenItems = taken[sectionAfter] ?? []
            let takenBefore = takenItems.enumerated().count { index, taken in taken - index <= rank }
            return ItemIndex(section: sectionAfter, item: rank + takenBefore)
        }
    }
}
