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
        for (number, stage) in stages.enumerated() {
            let update = stage.update
            findings.append(shapeFindings(update, stage: number))
            findings.append(identityFindings(update, before: before, after: stage.data, stage: number))
            before = stage.data
        }
        let tally = ChangeCounts(counting: stages.map(\.update))
        findings.expect(tally == expected.counts, "the stages hold \(tally), but the identities imply \(expected.counts)")
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

    /// Every operation touches what the identities say it should: only survivors are updated
    /// or moved (so a duplicated identity never is), survivors are never deleted or inserted,
    /// and a move lands its item or section where the stage's data has it.
    private func identityFindings(_ update: BatchUpdate, before: [Section], after: [Section], stage: Int) -> Findings {
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
            guard let found = item(at: path, in: before, "deletes") else { continue }
            findings.expect(!expected.survivingItems.contains(found.identity), "stage \(stage) deletes the surviving item \(found) at \(path)")
        }
        for path in update.insertedItems {
            guard let found = item(at: path, in: after, "inserts") else { continue }
            findings.expect(!expected.survivingItems.contains(found.identity), "stage \(stage) inserts the surviving item \(found) at \(path)")
        }
        for path in update.updatedItems {
            guard let found = item(at: path, in: before, "updates") else { continue }
            findings.expect(
                expected.updatedItems.contains(found.identity),
                "stage \(stage) updates \(found) at \(path), which is not a survivor with new content (a duplicate, or unchanged)")
        }
        for move in update.movedItems {
            guard let moved = item(at: move.source, in: before, "moves"),
                let landed = item(at: move.destination, in: after, "moves an item to")
            else { continue }
            findings.expect(
                expected.survivingItems.contains(moved.identity),
                "stage \(stage) moves \(moved) from \(move.source), which is not a survivor (a duplicate, or new or gone)")
            findings.expect(
                moved.identity == landed.identity,
                "stage \(stage) moves \(moved) to \(move.destination), but its data has \(landed) there")
        }

        for index in update.deletedSections {
            guard let found = section(at: index, in: before, "deletes") else { continue }
            findings.expect(!expected.survivingSections.contains(found.identity), "stage \(stage) deletes the surviving section \(index)")
        }
        for index in update.insertedSections {
            guard let found = section(at: index, in: after, "inserts") else { continue }
            findings.expect(!expected.survivingSections.contains(found.identity), "stage \(stage) inserts the surviving section \(index)")
        }
        for index in update.updatedSections {
            guard let found = section(at: index, in: before, "updates") else { continue }
            findings.expect(
                expected.updatedSections.contains(found.identity),
                "stage \(stage) updates section \(index), which is not a survivor with new content (a duplicate, or unchanged)")
        }
        for move in update.movedSections {
            guard let moved = section(at: move.source, in: before, "moves"),
                let landed = section(at: move.destination, in: after, "moves a section to")
            else { continue }
            findings.expect(
                expected.survivingSections.contains(moved.identity),
                "stage \(stage) moves section \(move.source), which is not a survivor (a duplicate, or new or gone)")
            findings.expect(
                moved.identity == landed.identity,
                "stage \(stage) moves section \(move.source) to \(move.destination), but its data has another section there")
        }
        return findings
    }
}
