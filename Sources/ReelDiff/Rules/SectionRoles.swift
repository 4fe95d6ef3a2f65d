/// The section half of validating a batch: every section index in range and claimed once, the
/// section count balanced, and where each section after the batch comes from.
struct SectionRoles {
    /// What the batch does to each section before it; absent means the section is kept in place.
    let before: OperationClaims
    /// Where each section after the batch comes from.
    let afterSources: [BatchUpdateMapping.SectionSource]

    init(_ update: BatchUpdate, before countBefore: Int, after countAfter: Int) throws(BatchUpdateViolation) {
        var before = OperationClaims(expected: update.deletedSections.count + update.updatedSections.count + update.movedSections.count)
        var after = OperationClaims(expected: update.insertedSections.count + update.movedSections.count)

        // Claims `section` of the list before the update (`isAfter` false) or after it.
        func claim(_ section: Int, _ operation: BatchOperation, after isAfter: Bool) throws(BatchUpdateViolation) {
            let count = isAfter ? countAfter : countBefore
            guard (0..<count).contains(section) else {
                throw BatchUpdateViolation(
                    .sectionOutOfRange,
                    "attempt to \(operation.verb) section \(section), but there are only \(count) sections \(isAfter ? "after" : "before") the update")
            }
            if isAfter {
                try after.claim(section, by: operation, named: "section \(section) (after the update)")
            } else {
                try before.claim(section, by: operation, named: "section \(section)")
            }
        }

        for section in update.deletedSections { try claim(section, .delete, after: false) }
        for section in update.updatedSections { try claim(section, .reload, after: false) }
        for move in update.movedSections { try claim(move.source, .moveOut, after: false) }
        for section in update.insertedSections { try claim(section, .insert, after: true) }
        for move in update.movedSections { try claim(move.destination, .moveIn, after: true) }

        let expected = countBefore - update.deletedSections.count + update.insertedSections.count
        guard countAfter == expected else {
            throw BatchUpdateViolation(
                .sectionCountMismatch,
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(countAfter)) must be equal to the number of sections contained in the collection view before the update (\(countBefore)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted)."
            )
        }

        var sources = [BatchUpdateMapping.SectionSource?](repeating: nil, count: countAfter)
        for section in update.insertedSections { sources[section] = .new }
        for move in update.movedSections { sources[move.destination] = .kept(move.source) }
        // Sections no operation placed keep their order in the free slots; a reloaded one is
        // shown afresh from the new data.
        var freeSlot = 0
        for section in 0..<countBefore {
            let operation = before[section]
            guard operation == nil || operation == .reload else { continue }
            while sources[freeSlot] != nil { freeSlot += 1 }
            sources[freeSlot] = operation == .reload ? .reloaded(section) : .kept(section)
        }
        self.before = before
        self.afterSources = sources.map { $0! }
    }
}
