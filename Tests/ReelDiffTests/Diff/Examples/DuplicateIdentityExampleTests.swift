import ReelDiff
import ReelTestSupport
import Testing

/// Duplicated identities are legal input. Their occurrences are matched to keep the most in
/// place, and in order (the k-th occurrence in the source with the k-th in the target) where
/// that keeps as much: so an unchanged list redraws nothing, a changed one animates only what
/// changed, and a later copy that can stay where it is stays.
@Suite("Duplicated identities")
struct DuplicateIdentityExampleTests {
    private static func section(_ id: Int, title: Int = 0, _ ids: [Int]) -> ItemSection {
        ItemSection(model: SectionHeader(id: id, title: title), items: ids.map { Item(id: $0, content: 0) })
    }

    /// Regression: the smallest case of a list that flashed on every unchanged update: four
    /// section deletes and four inserts.
    @Test("sections [S0 S1 S0 S1] applied again unchanged give no operation")
    func unchangedDuplicatedSections() {
        let sections = [Self.section(0, [1]), Self.section(1, [2]), Self.section(0, [3]), Self.section(1, [4])]
        let changeset = StagedChangeset(source: sections, target: sections)
        #expect(changeset.stages.isEmpty)
        expectKeepsContract(changeset, from: sections, to: sections)
    }

    @Test("an unchanged list with duplicates gives no operation")
    func unchangedDuplicates() {
        let items = ["x", "y", "x"]
        let changeset = StagedChangeset(source: items, target: items)
        #expect(changeset.stages.isEmpty)
        expectKeepsLinearContract(changeset, from: items, to: items)
    }

    @Test("an unchanged item duplicated within and across sections gives no operation")
    func unchangedDuplicatesAcrossSections() {
        let sections = [Self.section(0, [1, 1, 2]), Self.section(1, [1, 2, 2])]
        let changeset = StagedChangeset(source: sections, target: sections)
        #expect(changeset.stages.isEmpty)
        expectKeepsContract(changeset, from: sections, to: sections)
    }

    @Test("[a a b] → [a b a]: b moves between the two a's, nothing is deleted or inserted")
    func linearDuplicates() {
        let source = ["a", "a", "b"]
        let target = ["a", "b", "a"]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(movedItems: [Move(source: ItemPath(item: 2, section: 0), destination: ItemPath(item: 1, section: 0))])
        ])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("[a b c d] → [d b c d]: the d at the end stays and a new one is inserted at the front; nothing moves")
    func laterCopyStays() {
        let source = ["a", "b", "c", "d"]
        let target = ["d", "b", "c", "d"]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], insertedItems: [ItemPath(item: 0, section: 0)])
        ])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("sections [S0 S1 S2 S3] → [S3 S1 S2 S3]: the S3 at the end stays and a new one is inserted; no section moves")
    func laterSectionCopyStays() {
        let source = [Self.section(0, [1]), Self.section(1, [2]), Self.section(2, [3]), Self.section(3, [4])]
        let target = [Self.section(3, [5]), Self.section(1, [2]), Self.section(2, [3]), Self.section(3, [4])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0], insertedSections: [0])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Matched in order, the first 1 in the source (in S1) would be the first in the target (in
    /// S0) and each would move to the other's section.
    @Test("two sections holding the same item swap places: one section moves, the items stay in their sections")
    func sectionsHoldingOneItemSwap() {
        let source = [Self.section(0, [1]), Self.section(1, [1])]
        let target = [Self.section(1, [1]), Self.section(0, [1])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedSections: [Move(source: 1, destination: 0)])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// The sections are matched in order, which keeps as much in place as any matching (two of
    /// three); their items are not, or the 1 of S1 and that of the second S0 would trade sections.
    @Test("sections [S0[] S1[1] S0[1]] → [S0[] S0[1] S1[1]]: the second S0 moves up, each 1 stays in its section")
    func repeatedSectionsHoldingOneItemSwap() {
        let source = [Self.section(0, []), Self.section(1, [1]), Self.section(0, [1])]
        let target = [Self.section(0, []), Self.section(0, [1]), Self.section(1, [1])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(movedSections: [Move(source: 2, destination: 1)])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// 12 copies against 16 pair up 192 ways, within eight per occurrence (8 × 28): every
    /// pairing is weighed, and the copies after the a keep their places. 16 against 20 pair up
    /// 320 ways, beyond 8 × 36: the k-th new copy is offered the old ones within three ranks of
    /// its own, but staying in place after the a takes the (k − 4)-th, so one item moves.
    @Test("an identity pairing up more than eight ways per occurrence keeps in place only pairs within three ranks of in order")
    func withinReachBeyondThePairLimit() {
        for (copies, moves) in [(12, 0), (16, 1)] {
            let source = ["a"] + Array(repeating: "d", count: copies)
            let target = Array(repeating: "d", count: 4) + ["a"] + Array(repeating: "d", count: copies)
            let changeset = StagedChangeset(source: source, target: target)
            #expect(changeset.counts.inserted == 4, "\(copies) copies")
            #expect(changeset.counts.moved == moves, "\(copies) copies")
            expectKeepsLinearContract(changeset, from: source, to: target)
        }
    }

    @Test("a third copy added to a list holding two is one insert")
    func extraCopy() {
        let source = ["x", "y", "x"]
        let target = ["x", "y", "x", "x"]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedItems: [ItemPath(item: 3, section: 0)])])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    /// The copy added to the first section takes the first rank, so the copy already in the
    /// second section is no longer the in-order partner of the one there: it stays in place
    /// all the same, rather than moving up and leaving an insert behind.
    @Test("sections [S0[1 2] S1[9 3]] → [S0[9 1 2] S1[9 3]]: a copy of 9 added to the first section is one insert; the second one stays")
    func copyAddedToAnEarlierSection() {
        let source = [Self.section(0, [1, 2]), Self.section(1, [9, 3])]
        let target = [Self.section(0, [9, 1, 2]), Self.section(1, [9, 3])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0)])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("only the changed copy of a duplicated item is updated")
    func updateOneCopy() {
        let source = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 1, content: 0)]
        var target = source
        target[2].content = 5
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(updatedItems: [ItemPath(item: 2, section: 0)])])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("within a section: the first 1 is updated, the second deleted, 3 moves to the front")
    func duplicateWithinSection() {
        let source = [Self.section(0, [1, 2, 1, 3])]
        let target = [ItemSection(model: SectionHeader(id: 0, title: 0), items: [
            Item(id: 3, content: 0), Item(id: 1, content: 9), Item(id: 2, content: 0),
        ])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(
                deletedItems: [ItemPath(item: 2, section: 0)], updatedItems: [ItemPath(item: 0, section: 0)],
                movedItems: [Move(source: ItemPath(item: 3, section: 0), destination: ItemPath(item: 0, section: 0))])
        ])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Regression: the first of two new sections with one identity was compared with the old
    /// section and marked changed; unmatching it when the second appeared left the mark, and
    /// building the stage of another section's update then read the new index of the
    /// unmatched section.
    @Test("a changed section whose identity appears twice in the target: the first copy is updated, the second inserted")
    func changedSectionDuplicatedInTarget() {
        let source = [
            ItemSection(model: SectionHeader(id: 0, title: 1), items: [Item(id: 1, content: 0)]),
            ItemSection(model: SectionHeader(id: 5, title: 1), items: [Item(id: 3, content: 0)]),
        ]
        let target = [Self.section(0, [1]), Self.section(0, [2]), Self.section(5, [3])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.sectionUpdated == 2)
        #expect(changeset.counts.sectionDeleted == 0)
        #expect(changeset.counts.sectionInserted == 1)
        #expect(changeset.counts.total == 3)
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("an identity in two sections: the first copy moves within its section, the second is deleted")
    func duplicateAcrossSections() {
        let source = [Self.section(0, [1, 2]), Self.section(1, [1])]
        let target = [Self.section(0, [2, 1]), Self.section(1, [3])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.deleted == 1)
        #expect(changeset.counts.inserted == 1)
        #expect(changeset.counts.moved == 1)
        #expect(changeset.counts.total == 3)
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Items of a deleted section are not counted: the copy in the surviving section is the
    /// first occurrence on both sides, so it stays.
    @Test("the copy of an item in a surviving section stays when its twin's section is deleted")
    func duplicateInDeletedSection() {
        let source = [Self.section(0, [7]), Self.section(1, [7])]
        let target = [Self.section(1, [7])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("of two sections with one identity, the second is deleted")
    func duplicateSections() {
        let source = [Self.section(0, [1]), Self.section(0, [2])]
        let target = [Self.section(0, [1])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [1])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("a thousand copies of one identity shrunk to five hundred: the first five hundred are kept")
    func manyCopies() {
        let source = (0..<1_000).map { Item(id: 7, content: $0 % 3) }
        let target = (0..<500).map { Item(id: 7, content: $0 % 5) } + [Item(id: 8, content: 0)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.deleted == 500)
        #expect(changeset.counts.inserted == 1)
        // Copy i keeps its content where i % 3 == i % 5, that is i % 15 < 3: 102 of 500.
        #expect(changeset.counts.updated == 398)
        #expect(changeset.counts.moved == 0)
        expectKeepsLinearContract(changeset, from: source, to: target)
    }
}
