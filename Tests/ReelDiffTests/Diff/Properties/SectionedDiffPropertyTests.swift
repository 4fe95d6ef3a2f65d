import ReelDiff
import ReelTestSupport
import Testing

@Suite("Sectioned diff on random lists")
struct SectionedDiffPropertyTests {
    /// Every property of ``StagedChangesetContract`` on random source/target pairs that mix
    /// item and section deletes, inserts, moves (within and across sections), content updates,
    /// duplicated identities and empty lists.
    @Test("each random case keeps the staged-changeset contract with the fewest moves")
    func keepsTheContract() throws {
        var budget = FailureBudget()
        try Fuzz.run(seed: 0x5EC7_1000, cases: 6_000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            let findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            #expect(findings.isEmpty, "\(fuzz)\n\(input)\n\(findings)")
            try budget.charge(for: findings)
        }
    }
}
