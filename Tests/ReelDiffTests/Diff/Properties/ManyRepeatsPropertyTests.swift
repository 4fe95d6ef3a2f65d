import ReelDiff
import ReelTestSupport
import Testing

/// Lists whose identities repeat beyond the limit of eight pairs per occurrence. There the diff
/// keeps in place the most it can among pairs within three ranks of in order (and, for
/// sections, pairs of sections holding the same items): the contract's oracle holds the moves
/// to that bound (``ExpectedChanges``). Sections holding distinct items pair as wholes however
/// many share an identity.
@Suite("Diff of lists repeating identities beyond the pair limit")
struct ManyRepeatsPropertyTests {
    @Test("linear lists keep the contract, with at most the moves that pairs within three ranks of in order allow")
    func linear() throws {
        try FailureBudget.run(seed: 0x3A_9E47_1000, cases: 2_000) { fuzz in
            let input = ManyRepeatsInput.linear(&fuzz)
            let source = input.source[0].items
            let target = input.target[0].items
            let changeset = StagedChangeset(source: source, target: target)
            var findings = StagedChangesetContract.findings(ofLinear: changeset, source: source, target: target)
            findings.expect(StagedChangeset(source: source, target: source).isEmpty, "the source diffed with itself gives stages")
            return (input, findings)
        }
    }

    @Test("sectioned lists keep the contract, with at most the moves that pairs within three ranks of in order allow")
    func sectioned() throws {
        try FailureBudget.run(seed: 0x3A_9E47_2000, cases: 1_000) { fuzz in
            let input = ManyRepeatsInput.sectioned(&fuzz)
            let changeset = StagedChangeset(source: input.source, target: input.target)
            var findings = StagedChangesetContract.findings(of: changeset, source: input.source, target: input.target)
            findings.expect(StagedChangeset(source: input.source, target: input.source).isEmpty, "the source diffed with itself gives stages")
            return (input, findings)
        }
    }

    /// Up to 300 sections sharing one identity, each holding items no other holds; some are
    /// removed, or new ones inserted, anywhere.
    @Test("removing or inserting sections among many sharing an identity, each holding its own items, is section deletes or inserts alone")
    func sectionsPairAsWholes() {
        Fuzz.run(seed: 0x3A_9E47_3000, cases: 300) { fuzz in
            var nextItem = 0
            func section() -> ItemSection {
                defer { nextItem += 3 }
                return ItemSection(model: SectionHeader(id: 0), items: (nextItem..<nextItem + fuzz.int(in: 1...3)).map { Item(id: $0) })
            }
            let count = fuzz.int(in: 2...300)
            let longer = (0..<count).map { _ in section() }
            let changed = fuzz.some(of: Array(longer.indices.dropFirst(fuzz.int(in: 0...(count - 1)))))
            let shorter = longer.indices.filter { !changed.contains($0) }.map { longer[$0] }
            let removes = fuzz.chance(0.5)
            let (source, target) = removes ? (longer, shorter) : (shorter, longer)
            let changeset = StagedChangeset(source: source, target: target)
            let expected = removes ? BatchUpdate(deletedSections: changed) : BatchUpdate(insertedSections: changed)
            #expect(changeset.stages.map(\.update) == [expected], "\(fuzz)\n\(count) sections, \(removes ? "removed" : "inserted") \(changed)")
        }
    }
}
