import ReelDiff
import ReelTestSupport
import Testing

/// Lists where nearly every identity is duplicated: within a section, across sections, and
/// among sections. However the occurrences are matched, the stages keep every rule and end
/// exactly at the target, with the counts their matching implies and the fewest moves.
@Suite("Diff of heavily duplicated lists")
struct DuplicateHeavyPropertyTests {
    @Test("sectioned lists keep the staged-changeset contract")
    func sectionedKeepTheContract() throws {
        try FailureBudget.run(seed: 0xD0_0B1E_0000, cases: 3_000) { fuzz in
            let input = DuplicateHeavyInput.random(&fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            let findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            return (input, findings)
        }
    }

    @Test("linear lists keep the staged-changeset contract")
    func linearKeepTheContract() throws {
        try FailureBudget.run(seed: 0xD0_0B1E_1000, cases: 2_000) { fuzz in
            let input = DuplicateHeavyInput.random(&fuzz)
            let source = input.source.flatMap(\.items)
            let target = input.target.flatMap(\.items)
            let changeset = StagedChangeset(source: source, target: target)
            let findings = StagedChangesetContract.findings(ofLinear: changeset, source: source, target: target)
            return (input, findings)
        }
    }

    @Test("an identical state, duplicates and all, gives no stage")
    func identicalStateGivesNothing() {
        Fuzz.run(seed: 0xD0_0B1E_2000, cases: 2_000) { fuzz in
            let input = DuplicateHeavyInput.random(&fuzz)
            let sectioned = StagedChangeset(source: input.source, target: input.source)
            #expect(sectioned.stages.isEmpty, "\(fuzz)\n\(input)\n\(sectioned.stages.map(\.update))")
            let items = input.source.flatMap(\.items)
            let linear = StagedChangeset(source: items, target: items)
            #expect(linear.stages.isEmpty, "\(fuzz)\n\(input)\n\(linear.stages.map(\.update))")
        }
    }

    /// Changing content only keeps every occurrence where it is: nothing may be deleted,
    /// inserted or moved, and exactly the changed items and sections are updated.
    @Test("a state whose content alone changed gives updates of exactly what changed")
    func contentChangesAreUpdatesOnly() {
        Fuzz.run(seed: 0xD0_0B1E_3000, cases: 2_000) { fuzz in
            var input = DuplicateHeavyInput.random(&fuzz)
            while input.relation != .contentChanged { input = .random(&fuzz) }
            let changeset = StagedChangeset(source: input.source, target: input.target)
            var expected = ChangeCounts()
            for (old, new) in zip(input.source, input.target) {
                if old.model != new.model { expected.sectionUpdated += 1 }
                expected.updated += zip(old.items, new.items).count { $0 != $1 }
            }
            #expect(changeset.counts == expected, "\(fuzz)\n\(input)\n\(changeset.stages.map(\.update))")
        }
    }
}
