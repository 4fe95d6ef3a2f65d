import ReelDiff
import ReelTestSupport

/// Checks a diff's result against the contract of a stage (README.md, "The contract of a stage"):
///
/// 1. every stage passes the library's checker against the previous stage's data;
/// 2. applying the stages in order to the source gives each stage's data, and finally the target;
/// 3. the last stage's data is the target, and there are no stages exactly when the
///    occurrences they match imply no operation (so whenever source == target, duplicates and all);
/// 4. the occurrences the stages match (``OccurrenceMatching``) pair up each identity's
///    occurrences fully and keep the most in place, so the moves are the fewest possible, and
///    5. every count is what that matching implies — both checked against ``ExpectedChanges``,
///    the counts by ``StageAudit`` along with the stage shapes (no section moves beside item
///    operations, nothing both updated and moved).
enum StagedChangesetContract {
    /// The broken parts of the contract for a sectioned diff of `source` into `target`.
    static func findings<Section: AnimatableSectionModelType>(
        of changeset: StagedChangeset<[Section]>, source: [Section], target: [Section]
    ) -> Findings {
        var findings = checkerFindings(
            changeset, source: source, target: target,
            validate: { stage, before in try stage.validate(fromSections: before) },
            apply: { stage, before in try stage.apply(toSections: before) },
            same: { SectionList.same($0, $1) }, describe: { ListDescription.sections($0) })
        findings.append(auditFindings(of: changeset.stages, source: source, target: target))
        return findings
    }

    /// The broken parts of the contract for a linear diff of `source` into `target`.
    static func findings<Element: IdentifiableType & Equatable>(
        ofLinear changeset: StagedChangeset<[Element]>, source: [Element], target: [Element]
    ) -> Findings {
        var findings = checkerFindings(
            changeset, source: source, target: target,
            validate: { stage, before in try stage.validate(fromItems: before) },
            apply: { stage, before in try stage.apply(toItems: before) },
            same: { $0 == $1 }, describe: { ListDescription.items($0) })
        for (number, stage) in changeset.stages.enumerated() {
            let update = stage.update
            findings.expect(
                update.deletedSections.isEmpty && update.insertedSections.isEmpty
                    && update.updatedSections.isEmpty && update.movedSections.isEmpty,
                "stage \(number) of a linear diff has section operations: \(update)")
            let paths = update.deletedItems + update.insertedItems + update.updatedItems
                + update.movedItems.flatMap { [$0.source, $0.destination] }
            findings.expect(paths.allSatisfy { $0.section == 0 }, "stage \(number) of a linear diff names a section other than 0: \(update)")
        }
        // A linear list is audited as the one section it is shown in.
        func asSections(_ items: [Element]) -> [AnimatableSectionModel<Int, Element>] {
            [AnimatableSectionModel(model: 0, items: items)]
        }
        let sectionedStages = changeset.stages.map { Changeset(data: asSections($0.data), update: $0.update) }
        findings.append(auditFindings(of: sectionedStages, source: asSections(source), target: asSections(target)))
        return findings
    }

    /// Properties 1–3, with the library's checker and apply; and the changeset's counts.
    private static func checkerFindings<Data>(
        _ changeset: StagedChangeset<Data>, source: Data, target: Data,
        validate: (Changeset<Data>, Data) throws -> Void,
        apply: (Changeset<Data>, Data) throws -> Data,
        same: (Data, Data) -> Bool, describe: (Data) -> String
    ) -> Findings {
        let stages = changeset.stages
        var findings = Findings()
        findings.expect(
            changeset.counts == ChangeCounts(counting: stages.map(\.update)),
            "the changeset's counts \(changeset.counts) are not the sum of its stages' operations")
        var previousData = source
        var applied = source
        for (number, stage) in stages.enumerated() {
            do {
                try validate(stage, previousData)
            } catch {
                findings.record("stage \(number) is rejected by the checker: \(error) — \(stage.update)")
            }
            do {
                applied = try apply(stage, applied)
                findings.expect(
                    same(applied, stage.data),
                    "applying stages 0…\(number) gives \(describe(applied)), but stage \(number)'s data is \(describe(stage.data))")
            } catch {
                findings.record("stage \(number) cannot be applied: \(error)")
                // Go on from the stage's own data so that later stages are still checked.
                applied = stage.data
            }
            previousData = stage.data
        }
        findings.expect(same(applied, target), "applying all stages to the source gives \(describe(applied)), not the target")
        if let last = stages.last {
            findings.expect(same(last.data, target), "the last stage's data is \(describe(last.data)), not the target")
        } else {
            findings.expect(same(source, target), "there are no stages, but source and target differ")
        }
        return findings
    }

    /// Properties 3 (emptiness), 4 and 5, without the library's checker.
    private static func auditFindings<Section: AnimatableSectionModelType>(
        of stages: [Changeset<[Section]>], source: [Section], target: [Section]
    ) -> Findings {
        let matching = OccurrenceMatching(performedBy: stages, on: source)
        let expected = ExpectedChanges(source: source, target: target, matching: matching)
        var findings = expected.findings
        findings.append(StageAudit(expected: expected).findings(of: stages, source: source))
        let nothingToDo = expected.counts == ChangeCounts()
        findings.expect(
            stages.isEmpty == nothingToDo,
            nothingToDo ? "there is nothing to do, but there are \(stages.count) stages" : "there are changes, but no stages")
        if SectionList.same(source, target) {
            findings.expect(stages.isEmpty, "source and target are equal, but there are \(stages.count) stages")
        }
        return findings
    }
}
