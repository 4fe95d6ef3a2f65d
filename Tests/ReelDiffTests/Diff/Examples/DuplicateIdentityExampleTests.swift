import ReelDiff
import ReelTestSupport
import Testing

/// Duplicated identities are legal input: never matched, so deleted and inserted, never a crash.
@Suite("Duplicated identities")
struct DuplicateIdentityExampleTests {
    private static func section(_ id: Int, _ ids: [Int]) -> ItemSection {
        ItemSection(model: SectionHeader(id: id, title: 0), items: ids.map { Item(id: $0, content: 0) })
    }

    @Test("[a a b] → [a b a]: both a's deleted and inserted, b kept without a move")
    func linearDuplicates() {
        let source = ["a", "a", "b"]
        let target = ["a", "b", "a"]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(
                deletedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)],
                insertedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 2, section: 0)])
        ])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    /// The diff does not pair up equal duplicates even when nothing changed: by the contract a
    /// duplicated identity is a delete and an insert, which redraws those cells.
    @Test("an unchanged list with duplicates still deletes and inserts them")
    func unchangedDuplicates() {
        let items = ["x", "y", "x"]
        let changeset = StagedChangeset(source: items, target: items)
        #expect(changeset.counts.deleted == 2)
        #expect(changeset.counts.inserted == 2)
        #expect(changeset.counts.moved == 0)
        expectKeepsLinearContract(changeset, from: items, to: items)
    }

    @Test("a duplicate within a section is never updated or moved")
    func duplicateWithinSection() {
        let source = [Self.section(0, [1, 2, 1, 3])]
        let target = [ItemSection(model: SectionHeader(id: 0, title: 0), items: [
            Item(id: 3, content: 0), Item(id: 1, content: 9), Item(id: 2, content: 0),
        ])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.updated == 0)
        #expect(changeset.counts.deleted == 2)
        #expect(changeset.counts.inserted == 1)
        #expect(changeset.counts.moved == 1)
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Regression: the first of two new sections with one identity was compared with the old
    /// section and marked changed; unmatching it when the second appeared left the mark, and
    /// building the stage of another section's update then read the new index of the
    /// unmatched section.
    @Test("a changed section whose identity appears twice in the target is deleted and inserted, no crash")
    func changedSectionDuplicatedInTarget() {
        let source = [
            ItemSection(model: SectionHeader(id: 0, title: 1), items: [Item(id: 1, content: 0)]),
            ItemSection(model: SectionHeader(id: 5, title: 1), items: [Item(id: 3, content: 0)]),
        ]
        let target = [Self.section(0, [1]), Self.section(0, [2]), Self.section(5, [3])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.sectionUpdated == 1)
        #expect(changeset.counts.sectionDeleted == 1)
        #expect(changeset.counts.sectionInserted == 2)
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("an identity in two sections is deleted and inserted in both")
    func duplicateAcrossSections() {
        let source = [Self.section(0, [1, 2]), Self.section(1, [1])]
        let target = [Self.section(0, [2, 1]), Self.section(1, [3])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.deleted == 2)
        #expect(changeset.counts.inserted == 2)
        #expect(changeset.counts.moved == 0)
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("duplicated section identities are deleted and inserted as whole sections")
    func duplicateSections() {
        let source = [Self.section(0, [1]), Self.section(0, [2])]
        let target = [Self.section(0, [1])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0, 1], insertedSections: [0])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("a thousand copies of one identity, with other content, do not crash")
    func manyCopies() {
        let source = (0..<1_000).map { Item(id: 7, content: $0 % 3) }
        let target = (0..<500).map { Item(id: 7, content: $0 % 5) } + [Item(id: 8, content: 0)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.deleted == 1_000)
        #expect(changeset.counts.inserted == 501)
        expectKeepsLinearContract(changeset, from: source, to: target)
    }
}
