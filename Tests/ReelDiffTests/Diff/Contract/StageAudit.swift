import ReelDiff
import ReelTestSupport

/// The parts of the contract checked without the library's checker, so that a bug shared by
/// the diff and the checker cannot hide: the shape of every stage, the identities its
/// operations touch, and the number of operations of each kind.
struct StageAudit<Section: AnimatableSectionModelType> {
    let expected: ExpectedChanges<Section>

    /// Audits `stages`, the first of which applies to `source`.
    func findings(of stages: [Changeset<[Section]>], source: [Section]) -> Findings {
        var findings = Findings()
        var before = source
        var sectionTally: [Section.Identity: ChangeCounts] = [:]
        var itemTally: [Section.Item.Identity: ChangeCounts] = [:]
        for (number, stage) in stages.enumerated() {
            let update = stage.update
            findings.append(shapeFindings(update, stage: number))
            findings.append(
                identityFindings(update, before: before, after: stage.data, stage: number, sections: &sectionTally, items: &itemTally))
            before = stage.data
        }
        findings.append(tallyFindings(sections: sectionTally, items: itemTally))
        let tally = ChangeCounts(counting: stages.map(\.update))
        findings.expect(tally == expected.counts, "the stages hold \(tally), but the occurrences they match imply \(expected.counts)")
        return findings
    }

    /// Rules that hold for a stage on its own: UIKit cannot reload and move the same thing in
    /// one batch, and Reel keeps section moves apart from item operations.
    private func shapeFindings(_ update: BatchUpdate, stage: Int) -> Findings {
        var findings = Findings()
        let hasItemOperations = !(update.deletedItems.isEmpty && update.insertedItems.isEmpty
            && update.updatedItems.isEmpty && update.movedItems.isEmpty)
        let hasSectionOperations = !(update.deletedSections.isEmpty && update.insertedSections.isEmpty
            && update.updatedSections.isEmpty && update.movedSections.isEmpty)
        findings.expect(hasItemOperations || hasSectionOperations, "stage \(stage) has no operation")
        findings.expect(
            update.movedSections.isEmpty || !hasItemOperations,
            "stage \(stage) moves sections and has item operations: \(update)")
        let movedItemSources = Set(update.movedItems.map(\.source))
        let updatedAndMovedItems = update.updatedItems.filter(movedItemSources.contains)
        findings.expect(updatedAndMovedItems.isEmpty, "stage \(stage) both updates and moves the items at \(updatedAndMovedItems)")
        let movedSectionSources = Set(update.movedSections.map(\.source))
        let updatedAndMovedSections = update.updatedSections.filter(movedSectionSources.contains)
        findings.expect(updatedAndMovedSections.isEmpty, "stage \(stage) both updates and moves the sections \(updatedAndMovedSections)")
        return findings
    }

    /// Tallies the identities each operation touches, and checks that a move lands its item or
    /// section where the stage's data has it.
    private func identityFindings(
        _ update: BatchUpdate, before: [Section], after: [Section], stage: Int,
        sections: inout [Section.Identity: ChangeCounts], items: inout [Section.Item.Identity: ChangeCounts]
    ) -> Findings {
        var findings = Findings()
        func item(at path: ItemPath, in data: [Section], _ role: String) -> Section.Item? {
            guard data.indices.contains(path.section), data[path.section].items.indices.contains(path.item) else {
                findings.record("stage \(stage) \(role) \(path), which is outside its data")
                return nil
            }
            return data[path.section].items[path.item]
        }
        func section(at index: Int, in data: [Section], _ role: String) -> Section? {
            guard data.indices.contains(index) else {
                findings.record("stage \(stage) \(role) section \(index), which is outside its data")
                return nil
            }
            return data[index]
        }

        for path in update.deletedItems {
            if let found = item(at: path, in: before, "deletes") { items[found.identity, default: ChangeCounts()].deleted += 1 }
        }
        for path in update.insertedItems {
            if let found = item(at: path, in: after, "inserts") { items[found.identity, default: ChangeCounts()].inserted += 1 }
        }
        for path in update.updatedItems {
            if let found = item(at: path, in: before, "updates") { items[found.identity, default: ChangeCounts()].updated += 1 }
        }
        for move in update.movedItems {
            guard let moved = item(at: move.source, in: before, "moves"),
                let landed = item(at: move.destination, in: after, "moves an item to")
            else { continue }
            items[moved.identity, default: ChangeCounts()].moved += 1
            findings.expect(
                moved.identity == landed.identity,
                "stage \(stage) moves \(moved) to \(move.destination), but its data has \(landed) there")
        }

        for index in update.deletedSections {
            if let found = section(at: index, in: before, "deletes") { sections[found.identity, default: ChangeCounts()].sectionDeleted += 1 }
        }
        for index in update.insertedSections {
            if let found = section(at: index, in: after, "inserts") { sections[found.identity, default: ChangeCounts()].sectionInserted += 1 }
        }
        for index in update.updatedSections {
            if let found = section(at: index, in: before, "updates") { sections[found.identity, default: ChangeCounts()].sectionUpdated += 1 }
        }
        for move in update.movedSections {
            guard let moved = section(at: move.source, in: before, "moves"),
                let landed = section(at: move.destination, in: after, "moves a section to")
            else { continue }
            sections[moved.identity, default: ChangeCounts()].sectionMoved += 1
            findings.expect(
                moved.identity == landed.identity,
                "stage \(stage) moves section \(move.source) to \(move.destination), but its data has another section there")
        }
        return findings
    }

    /// Every identity is deleted, inserted and updated exactly as often as its matched
    /// occurrences imply, and moved no more often than it survives: so survivors are never deleted or
    /// inserted, only survivors with new content are updated, and only survivors move.
    private func tallyFindings(
        sections: [Section.Identity: ChangeCounts], items: [Section.Item.Identity: ChangeCounts]
    ) -> Findings {
        var findings = Findings()
        for id in Set(sections.keys).union(expected.sectionOperations.keys) {
            let done = sections[id] ?? ChangeCounts()
            let implied = expected.sectionOperations[id] ?? ChangeCounts()
            findings.expect(
                done.sectionDeleted == implied.sectionDeleted && done.sectionInserted == implied.sectionInserted
                    && done.sectionUpdated == implied.sectionUpdated && done.sectionMoved <= implied.sectionMoved,
                "sections \(id): the stages delete \(done.sectionDeleted), insert \(done.sectionInserted), update \(done.sectionUpdated) and move \(done.sectionMoved); the occurrences imply \(implied.sectionDeleted) deleted, \(implied.sectionInserted) inserted, \(implied.sectionUpdated) updated, at most \(implied.sectionMoved) moved")
        }
        for id in Set(items.keys).union(expected.itemOperations.keys) {
            let done = items[id] ?? ChangeCounts()
            let implied = expected.itemOperations[id] ?? ChangeCounts()
            findings.expect(
                done.deleted == implied.deleted && done.inserted == implied.inserted
                    && done.updated == implied.updated && done.moved <= implied.moved,
                "items \(id): the stages delete \(done.deleted), insert \(done.inserted), update \(done.updated) and move \(done.moved); the occurrences imply \(implied.deleted) deleted, \(implied.inserted) inserted, \(implied.updated) updated, at most \(implied.moved) moved")
        }
        return findings
    }
}
