import ReelDiff
import ReelTestSupport
import Testing

/// Sectioned lists changing in small steps whose identities repeat, within a section and
/// across sections (``RepeatsAcrossSectionsInput``), larger than every matching can be tried
/// on: the moves are held to a longest common subsequence of each pair of sections' items
/// (``ReferenceLCS``), the fewest any matching allows. A copy added or removed anywhere shifts
/// the ranks of the occurrences after it, in every section, so that an occurrence's in-order
/// partner often lies in another section while a copy in its own can stay.
@Suite("Diff of sectioned lists repeating identities within and across sections")
struct RepeatsAcrossSectionsPropertyTests {
    @Test("the moves are the fewest any matching allows, and the stages reach the target")
    func fewestMoves() throws {
        try FailureBudget.run(seed: 0x4E_9EA7_1000, cases: 3_000) { fuzz in
            let input = RepeatsAcrossSectionsInput.random(&fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            // The contract: each stage valid, the last one's data the target, and the moves at
            // most what pairs within three ranks of in order allow for crowded identities.
            var findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            if !input.crowdsBeyondTheLimit {
                let fewest = input.fewestItemMoves
                findings.expect(changeset.counts.moved == fewest, "\(changeset.counts.moved) item moves, but a matching needs only \(fewest)")
            }
            findings.expect(StagedChangeset(source: input.source, target: input.source).isEmpty, "the source diffed with itself gives stages")
            return (input, findings)
        }
    }
}
