import ReelDiff
import ReelTestSupport
import Testing

/// The diff's moves against the fewest that any matching of the occurrences allows, found by
/// trying every matching (``BruteForceMoves``) on small lists crowded with repeats. Every case
/// also keeps the whole staged-changeset contract (each stage validates, the last one's data
/// is the target), and its source diffed with itself gives no stage.
@Suite("Moves against every matching of repeated identities")
struct FewestMovesBruteForceTests {
    @Test("linear lists: no matching of the occurrences needs fewer moves")
    func linear() throws {
        try FailureBudget.run(seed: 0xB2_07E0_1000, cases: 3_000) { fuzz in
            let input = FewIdentitiesInput.linear(&fuzz)
            let source = input.source.flatMap(\.items)
            let target = input.target.flatMap(\.items)
            let changeset = StagedChangeset(source: source, target: target)
            var findings = StagedChangesetContract.findings(ofLinear: changeset, source: source, target: target)
            let fewest = BruteForceMoves.fewestMoves(source.map(\.id), target.map(\.id))
            findings.expect(changeset.counts.moved <= fewest, "\(changeset.counts.moved) moves, but a matching needs only \(fewest)")
            findings.expect(StagedChangeset(source: source, target: source).isEmpty, "the source diffed with itself gives stages")
            return (input, findings)
        }
    }

    /// With distinct section identities the sections' matching is fixed, so the fewest moves of
    /// sections and items together are the fewest over every matching of the items.
    @Test("sections of distinct identities: no matching of the items needs fewer moves of sections and items together")
    func distinctSections() throws {
        try FailureBudget.run(seed: 0xB2_07E0_2000, cases: 3_000) { fuzz in
            let input = FewIdentitiesInput.sectioned(distinct: true, &fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            var findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            let counts = changeset.counts
            let fewest = BruteForceMoves.fewestMoves(from: input.source, to: input.target)
            findings.expect(
                counts.moved + counts.sectionMoved <= fewest,
                "\(counts.moved) item and \(counts.sectionMoved) section moves, but a matching needs only \(fewest) in all")
            findings.expect(StagedChangeset(source: input.source, target: input.source).isEmpty, "the source diffed with itself gives stages")
            return (input, findings)
        }
    }

    /// Sections are matched first, for the fewest section moves, and items then, for the fewest
    /// item moves with the sections matched as they are: a section matching that saved item
    /// moves at the cost of section moves is not sought (it would weigh every pairing of
    /// repeated sections against their items, beyond a longest common subsequence).
    @Test("sections of repeated identities: the fewest section moves, then the fewest item moves for the sections as matched")
    func repeatedSections() throws {
        try FailureBudget.run(seed: 0xB2_07E0_3000, cases: 3_000) { fuzz in
            let input = FewIdentitiesInput.sectioned(distinct: false, &fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            var findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            let counts = changeset.counts
            let fewestSectionMoves = BruteForceMoves.fewestMoves(input.source.map(\.model.id), input.target.map(\.model.id))
            findings.expect(
                counts.sectionMoved <= fewestSectionMoves,
                "\(counts.sectionMoved) section moves, but a matching needs only \(fewestSectionMoves)")
            let sections = OccurrenceMatching(performedBy: changeset.stages, on: input.source).sections
            let fewestItemMoves = BruteForceMoves.fewestItemMoves(from: input.source, to: input.target, sections: sections)
            findings.expect(
                counts.moved <= fewestItemMoves,
                "\(counts.moved) item moves, but with the sections as matched a matching needs only \(fewestItemMoves)")
            findings.expect(StagedChangeset(source: input.source, target: input.source).isEmpty, "the source diffed with itself gives stages")
            return (input, findings)
        }
    }
}
