/// The item half of validating a batch: every path in range, in a section the batch keeps, and
/// claimed once; and, per section, the counts balanced and the items laid out.
struct ItemRoles {
    private var before = OperationClaims<ItemPath>()
    private var after = OperationClaims<ItemPath>()
    /// For each section after the batch, the items that inserts and move destinations place there.
    private var placed: [Int: [(item: Int, source: BatchUpdateMapping.ItemSource)]] = [:]
    /// For each section before the batch, how many of its items are deleted or moved away.
    private var leaving: [Int: Int] = [:]

    init(_ update: BatchUpdate, sections: SectionRoles, before countsBefore: [Int], after countsAfter: [Int]) throws(BatchUpdateViolation) {
        func claimBefore(_ path: ItemPath, _ operation: BatchOperation) throws(BatchUpdateViolation) {
            let name = "item \(path.item) \(operation.preposition) section \(path.section)"
            guard countsBefore.indices.contains(path.section) else {
                throw BatchUpdateViolation(
                    .sectionOutOfRange,
                    "attempt to \(operation.verb) \(name), but there are only \(countsBefore.count) sections before the update")
            }
            if let sectionOperation = sections.before[path.section] {
                throw BatchUpdateViolation(
                    .itemInChangedSection,
                    "attempt to \(operation.verb) \(name), which the same batch \(sectionOperation.thirdPerson)")
            }
            guard (0..<countsBefore[path.section]).contains(path.item) else {
                throw BatchUpdateViolation(
                    .itemOutOfRange,
                    "attempt to \(operation.verb) \(name) which only contains \(countsBefore[path.section]) items before the update")
            }
            try before.claim(path, by: operation, named: "item \(path)")
        }
        func claimAfter(_ path: ItemPath, _ operation: BatchOperation, source: BatchUpdateMapping.ItemSource) throws(BatchUpdateViolation) {
            let name = "item \(path.item) \(operation.preposition) section \(path.section)"
            guard sections.afterSources.indices.contains(path.section) else {
                throw BatchUpdateViolation(
                    .sectionOutOfRange,
                    "attempt to \(operation.verb) \(name), but there are only \(countsAfter.count) sections after the update")
            }
            guard case .kept = sections.afterSources[path.section] else {
                throw BatchUpdateViolation(
                    .itemInChangedSection,
                    "attempt to \(operation.verb) \(name), which the same batch inserts or reloads")
            }
            guard (0..<countsAfter[path.section]).contains(path.item) else {
                throw BatchUpdateViolation(
                    .itemOutOfRange,
                    "attempt to \(operation.verb) \(name), but there are only \(countsAfter[path.section]) items in section \(path.section) after the update")
            }
            try after.claim(path, by: operation, named: "item \(path) (after the update)")
            placed[path.section, default: []].append((path.item, source))
        }

        for path in update.deletedItems {
            try claimBefore(path, .delete)
            leaving[path.section, default: 0] += 1
        }
        for path in update.updatedItems { try claimBefore(path, .reload) }
        for move in update.movedItems {
            try claimBefore(move.source, .moveOut)
            leaving[move.source.section, default: 0] += 1
        }
        for path in update.insertedItems { try claimAfter(path, .insert, source: .new) }
        for move in update.movedItems { try claimAfter(move.destination, .moveIn, source: .kept(move.source)) }
    }

    /// Where each item of a kept section comes from, once its counts are checked to balance.
    func layout(beforeSection: Int, afterSection: Int, countBefore: Int, countAfter: Int) throws(BatchUpdateViolation) -> [BatchUpdateMapping.ItemSource] {
        let placedHere = placed[afterSection] ?? []
        let staying = countBefore - (leaving[beforeSection] ?? 0)
        guard staying + placedHere.count == countAfter else {
            let inserted = placedHere.count { $0.source == .new }
            let movedIn = placedHere.count - inserted
            let deleted = before.operations.count { $0.key.section == beforeSection && $0.value == .delete }
            let movedOut = (leaving[beforeSection] ?? 0) - deleted
            throw BatchUpdateViolation(
                .itemCountMismatch,
                "Invalid update: invalid number of items in section \(afterSection). The number of items contained in an existing section after the update (\(countAfter)) must be equal to the number of items contained in that section before the update (\(countBefore)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            )
        }
        var slots = [BatchUpdateMapping.ItemSource?](repeating: nil, count: countAfter)
        for (item, source) in placedHere { slots[item] = source }
        var freeSlot = 0
        for item in 0..<countBefore {
            let path = ItemPath(item: item, section: beforeSection)
            let source: BatchUpdateMapping.ItemSource
            switch before[path] {
            case nil: source = .kept(path)
            case .reload: source = .updated(path)
            default: continue
            }
            while slots[freeSlot] != nil { freeSlot += 1 }
            slots[freeSlot] = source
        }
        return slots.map { $0! }
    }
}
