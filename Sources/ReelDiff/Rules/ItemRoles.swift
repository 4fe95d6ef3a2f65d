/// The item half of validating a batch: every path in range, in a section the batch keeps, and
/// claimed once; and, per section, the counts balanced and the operations gathered into a
/// ``SectionItemMap``. Everything is kept per operation, so a batch of a few operations on a
/// long list costs little more than the operations.
struct ItemRoles {
    private let beforeStarts: [Int]
    private let afterStarts: [Int]
    private var before: OperationClaims
    private var after: OperationClaims
    /// For each section after the batch, the inserts and moves in: slot and source.
    private var placed: [[(slot: Int, source: BatchUpdateMapping.ItemSource)]]
    /// For each section before the batch, the indexes deleted or moved out.
    private var leaving: [[Int]]
    /// For each section before the batch, the indexes moved out and where each goes.
    private var movedOut: [[(index: Int, destination: ItemPath)]]
    /// For each section before the batch, the indexes reloaded.
    private var reloaded: [[Int]]

    init(_ update: BatchUpdate, sections: SectionRoles, before countsBefore: [Int], after countsAfter: [Int]) throws(BatchUpdateViolation) {
        beforeStarts = startIndexes(of: countsBefore)
        afterStarts = startIndexes(of: countsAfter)
        before = OperationClaims(expected: update.deletedItems.count + update.updatedItems.count + update.movedItems.count)
        after = OperationClaims(expected: update.insertedItems.count + update.movedItems.count)
        placed = Array(repeating: [], count: countsAfter.count)
        leaving = Array(repeating: [], count: countsBefore.count)
        movedOut = Array(repeating: [], count: countsBefore.count)
        reloaded = Array(repeating: [], count: countsBefore.count)

        // Names are built only for error messages.
        func name(_ path: ItemPath, _ operation: BatchOperation) -> String {
            "item \(path.item) \(operation.preposition) section \(path.section)"
        }
        // The same three checks on either side of the batch, in UIKit's words for that side.
        func claim(_ path: ItemPath, _ operation: BatchOperation, after isAfter: Bool) throws(BatchUpdateViolation) {
            let counts = isAfter ? countsAfter : countsBefore
            let side = isAfter ? "after" : "before"
            guard counts.indices.contains(path.section) else {
                throw BatchUpdateViolation(
                    .sectionOutOfRange,
                    "attempt to \(operation.verb) \(name(path, operation)), but there are only \(counts.count) sections \(side) the update")
            }
            let sectionChange: String? =
                if isAfter {
                    if case .kept = sections.afterSources[path.section] { nil } else { "inserts or reloads" }
                } else {
                    sections.before[path.section]?.thirdPerson
                }
            if let sectionChange {
                throw BatchUpdateViolation(
                    .itemInChangedSection, "attempt to \(operation.verb) \(name(path, operation)), which the same batch \(sectionChange)")
            }
            guard (0..<counts[path.section]).contains(path.item) else {
                let count = counts[path.section]
                throw BatchUpdateViolation(
                    .itemOutOfRange,
                    isAfter
                        ? "attempt to \(operation.verb) \(name(path, operation)), but there are only \(count) items in section \(path.section) after the update"
                        : "attempt to \(operation.verb) \(name(path, operation)) which only contains \(count) items before the update")
            }
            if isAfter {
                try after.claim(afterStarts[path.section] + path.item, by: operation, named: "item \(path) (after the update)")
            } else {
                try before.claim(beforeStarts[path.section] + path.item, by: operation, named: "item \(path)")
            }
        }

        for path in update.deletedItems {
            try claim(path, .delete, after: false)
            leaving[path.section].append(path.item)
        }
        for path in update.updatedItems {
            try claim(path, .reload, after: false)
            reloaded[path.section].append(path.item)
        }
        for move in update.movedItems {
            try claim(move.source, .moveOut, after: false)
            leaving[move.source.section].append(move.source.item)
            movedOut[move.source.section].append((move.source.item, move.destination))
        }
        for path in update.insertedItems {
            try claim(path, .insert, after: true)
            placed[path.section].append((path.item, .new))
        }
        for move in update.movedItems {
            try claim(move.destination, .moveIn, after: true)
            placed[move.destination.section].append((move.destination.item, .kept(move.source)))
        }
    }

    /// The map of a kept section, once its counts are checked to balance.
    func map(beforeSection: Int, afterSection: Int, countBefore: Int, countAfter: Int) throws(BatchUpdateViolation) -> SectionItemMap {
        let arriving = placed[afterSection]
        let leavingIndexes = leaving[beforeSection]
        guard countBefore - leavingIndexes.count + arriving.count == countAfter else {
            let inserted = arriving.count { $0.source == .new }
            let movedIn = arriving.count - inserted
            let movedOutCount = movedOut[beforeSection].count
            let deleted = leavingIndexes.count - movedOutCount
            throw BatchUpdateViolation(
                .itemCountMismatch,
                "Invalid update: invalid number of items in section \(afterSection). The number of items contained in an existing section after the update (\(countAfter)) must be equal to the number of items contained in that section before the update (\(countBefore)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOutCount) moved out)."
            )
        }
        let sortedArrivals = arriving.sorted { $0.slot < $1.slot }
        let sortedMoves = movedOut[beforeSection].sorted { $0.index < $1.index }
        return SectionItemMap(
            beforeSection: beforeSection, afterSection: afterSection, countBefore: countBefore, countAfter: countAfter,
            placedSlots: sortedArrivals.map(\.slot), placedSources: sortedArrivals.map(\.source),
            leaving: leavingIndexes.sorted(), movedOut: sortedMoves.map(\.index), movedOutDestinations: sortedMoves.map(\.destination),
            reloaded: reloaded[beforeSection].sorted())
    }
}

/// Where each section's items start among all items, plus the total at the end.
private func startIndexes(of counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts.last! + count) }
    return starts
}
