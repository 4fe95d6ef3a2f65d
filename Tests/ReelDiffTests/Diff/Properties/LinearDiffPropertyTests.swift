import ReelDiff
import ReelTestSupport
import Testing

@Suite("Linear diff on random lists")
struct LinearDiffPropertyTests {
    @Test("each random case keeps the staged-changeset contract with the fewest moves")
    func keepsTheContract() throws {
        try FailureBudget.run(seed: 0x11AE_2000, cases: 4_000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            let findings = StagedChangesetContract.findings(ofLinear: changeset, source: input.source, target: input.target)
            return (input, findings)
        }
    }

    /// `Int` is its own identity (the `Hashable` default), so nothing is ever updated: the
    /// same lists through the other identity path.
    @Test("lists of hashable values, their own identity, keep the contract")
    func hashableValuesKeepTheContract() throws {
        try FailureBudget.run(seed: 0x11AE_3000, cases: 1_000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            let source = input.source.map(\.id)
            let target = input.target.map(\.id)
            let changeset = StagedChangeset(source: source, target: target)
            var findings = StagedChangesetContract.findings(ofLinear: changeset, source: source, target: target)
            findings.expect(changeset.counts.updated == 0, "a value that is its own identity was updated")
            return (input, findings)
        }
    }
}
