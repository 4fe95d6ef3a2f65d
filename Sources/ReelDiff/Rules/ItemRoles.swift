/// The item half of validating a batch: every path in range, in a section the batch keeps, and
/// claimed once; and, per section, the counts balanced and the items laid out.
///
/// Everything is kept in arrays indexed by an item's position among all items of its side
/// (before or after the batch), so a batch of a hundred thousand operations costs a few
/// milliseconds, not the hashing of every path.
struct ItemRoles {
    private let beforeStarts: [Int]
    private let afterStarts: [Int]
    private var before: OperationClaims
    private var after: OperationClaims
    /// For each position after the batch, the item an insert or move destination placed there.
    private var placed: [BatchUpdateMapping.ItemSource?]
    /// For each section before the batch, how many of its items are deleted or moved away.
    private var leaving: [Int]
    /// For each section after the batch, how many items are inserted or moved into it.
    private var arriving: [Int]

    init(_ update: BatchUpdate, sections: SectionRoles, before countsBefore: [Int], after countsAfter: [Int]) throws(BatchUpdateViolation) {
        beforeStarts = startIndexes(of: countsBefore)
        afterStarts = startIndexes(of: countsAfter)
        before = OperationClaims(count: beforeStarts.last!)
        after = OperationClaims(count: afterStarts.last!)
        placed = Array(repeating: nil, count: afterStarts.last!)
        leaving = Array(repeating: 0, count: countsBefore.count)
        arriving = Array(repeating: 0, count: countsAfter.count)

        // Names are built only for error messages.
        func name(_ path: ItemPath, _ operation: BatchOperation) -> String {
            "item \(path.item) \(operation.preposition) section \(path.section)"
        }
        func claimBefore(_ path: ItemPath, _ operation: BatchOperation) throws(BatchUpdateViolation) {
            guard countsBefore.indices.contains(path.section) else {
                throw BatchUpdateViolation(
                    .sectionOutOfRange,
                    "attempt to \(operation.verb) \(name(path, operation)), but there are only \(countsBefore.count) sections before the update")
            }
            if let sectionOperation = sections.before[path.section] {
                throw BatchUpdateViolation(
                    .itemInChangedSection,
                    "attempt to \(operation.verb) \(name(path, operation)), which the same batch \(sectionOperation.thirdPerson)")
            }
            guard (0..<countsBefore[path.section]).contains(path.item) else {
                throw BatchUpdateViolation(
                    .itemOutOfRange,
                    "attempt to \(operation.verb) \(name(path, operation)) which only contains \(countsBefore[path.section]) items before the update")
            }
            try before.claim(beforeStarts[path.section] + path.item, by: operation, named: "item \(path)")
        }
        func claimAfter(_ path: ItemPath, _ operation: BatchOperation, source: BatchUpdateMapping.ItemSource) throws(BatchUpdateViolation) {
            guard sections.afterSources.indices.contains(path.section) else {
                throw BatchUpdateViolation(
                    .sectionOutOfRange,
                    "attempt to \(operation.verb) \(name(path, operation)), but there are only \(countsAfter.count) sections after the update")
            }
            guard case .kept = sections.afterSources[path.section] else {
                throw BatchUpdateViolation(
                    .itemInChangedSection,
                    "attempt to \(operation.verb) \(name(path, operation)), which the same batch inserts or reloads")
            }
            guard (0..<countsAfter[path.section]).contains(path.item) else {
                throw BatchUpdateViolation(
                    .itemOutOfRange,
                    "attempt to \(operation.verb) \(name(path, operation)), but there are only \(countsAfter[path.section]) items in section \(path.section) after the update")
            }
            let position = afterStarts[path.section] + path.item
            try after.claim(position, by: operation, named: "item \(path) (after the update)")
            placed[position] = source
            arriving[path.section] += 1
        }

        for path in update.deletedItems {
            try claimBefore(path, .delete)
            leaving[path.section] += 1
        }
        for path in update.updatedItems { try claimBefore(path, .reload) }
        for move in update.movedItems {
            try claimBefore(move.source, .moveOut)
            leaving[move.source.section] += 1
        }
        for path in update.insertedItems { try claimAfter(path, .insert, source: .new) }
        for move in update.movedItems { try claimAfter(move.destination, .moveIn, source: .kept(move.source)) }
    }

    /// Where each item of a kept section comes from, once its counts are checked to balance.
    func layout(beforeSection: Int, afterSection: Int, countBefore: Int, countAfter: Int) throws(BatchUpdateViolation) -> [BatchUpdateMapping.ItemSource] {
        let beforeRange = beforeStarts[beforeSection]..<beforeStarts[beforeSection] + countBefore
        let afterRange = afterStarts[afterSection]..<afterStarts[afterSection] + countAfter
        guard countBefore - leaving[beforeSection] + arriving[afterSection] == countAfter else {
            let inserted = after.count(of: .insert, in: afterRange)
            let movedIn = arriving[afterSection] - inserted
            let deleted = before.count(of: .delete, in: beforeRange)
            let movedOut = leaving[beforeSection] - deleted
            throw BatchUpdateViolation(
                .itemCountMismatch,
                "Invalid update: invalid number of items in section \(afterSection). The number of items contained in an existing section after the update (\(countAfter)) must be equal to the number of items contained in that section before the update (\(countBefore)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            )
        }
        // Inserts and move destinations sit where they say; the items that stay fill the other
        // slots in their old order. The counts balance, so the staying items run out exactly
        // when the slots do.
        var sources: [BatchUpdateMapping.ItemSource] = []
        sources.reserveCapacity(countAfter)
        var position = beforeRange.lowerBound
        for slot in afterRange {
            if let source = placed[slot] {
                sources.append(source)
                continue
            }
            while let operation = before[position], operation != .reload { position += 1 }
            let path = ItemPath(item: position - beforeRange.lowerBound, section: beforeSection)
            sources.append(before[position] == .reload ? .updated(path) : .kept(path))
            position += 1
        }
        return sources
    }
}

/// Where each section's items start among all items, plus the total at the end.
private func startIndexes(of counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts.last! + count) }
    return starts
}
