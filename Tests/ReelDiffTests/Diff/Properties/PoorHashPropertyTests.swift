import ReelDiff
import ReelTestSupport
import Testing

@Suite("Diff of identities with colliding hashes")
struct PoorHashPropertyTests {
    @Test("lists whose identities share three hash values keep the contract")
    func collidingHashesKeepTheContract() throws {
        try FailureBudget.run(seed: 0xC011_1DE0, cases: 500) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            let source = input.source.map(PoorlyHashedItem.init)
            let target = input.target.map(PoorlyHashedItem.init)
            let changeset = StagedChangeset(source: source, target: target)
            let findings = StagedChangesetContract.findings(ofLinear: changeset, source: source, target: target)
            return (input, findings)
        }
    }
}
