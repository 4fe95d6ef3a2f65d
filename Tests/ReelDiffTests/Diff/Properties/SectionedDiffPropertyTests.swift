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
        try expectContract(seed: 0x5EC7_1000, cases: 6_000, manySections: false)
    }

    /// The same on lists of 58 to 70 sections: the diff reads the old items in their sections
    /// up to a number of sections, and gathers them into one array beyond it.
    @Test("lists of many sections, read in place or gathered, keep the contract with the fewest moves")
    func manySectionsKeepTheContract() throws {
        try expectContract(seed: 0x5EC7_1001, cases: 100, manySections: true)
    }

    private func expectContract(seed: UInt64, cases: Int, manySections: Bool) throws {
        try FailureBudget.run(seed: seed, cases: cases) { fuzz in
            let input = SectionedDiffInput.random(&fuzz, manySections: manySections)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            let findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            return (input, findings)
        }
    }
}
