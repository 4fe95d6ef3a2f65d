import ReelDiff
import ReelTestSupport
import Testing

@Suite("Linear diff examples")
struct LinearDiffExampleTests {
    /// Survivors a, c, d sit at old positions [3, 0, 2] in the new order; the only longest
    /// increasing subsequence is [0, 2] (a, c), so d is the one item that moves.
    @Test("[a b c d] → [d a c e]: delete b, insert e, one move (d)")
    func deleteInsertAndOneMove() {
        let source = ["a", "b", "c", "d"]
        let target = ["d", "a", "c", "e"]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(
                deletedItems: [ItemPath(item: 1, section: 0)],
                insertedItems: [ItemPath(item: 3, section: 0)],
                movedItems: [Move(source: ItemPath(item: 3, section: 0), destination: ItemPath(item: 0, section: 0))])
        ])
        #expect(changeset.stages.last?.data == target)
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("a reversed list keeps one item in place and moves all others")
    func reversal() {
        let source = Array(0..<50)
        let target = Array(source.reversed())
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.moved == 49)
        #expect(changeset.stages.count == 1)
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("[] → [] has no stages")
    func emptyToEmpty() {
        #expect(StagedChangeset<[String]>(source: [], target: []).stages.isEmpty)
    }

    @Test("an unchanged list has no stages")
    func unchanged() {
        let items = [Item(id: 1, content: 0), Item(id: 2, content: 5)]
        #expect(StagedChangeset(source: items, target: items).stages.isEmpty)
    }

    @Test("[] → [a b] inserts both; [a b] → [] deletes both")
    func allInsertedAndAllDeleted() {
        let items = ["a", "b"]
        let paths = [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]
        let inserting = StagedChangeset(source: [], target: items)
        #expect(inserting.stages.map(\.update) == [BatchUpdate(insertedItems: paths)])
        let deleting = StagedChangeset(source: items, target: [])
        #expect(deleting.stages.map(\.update) == [BatchUpdate(deletedItems: paths)])
        #expect(deleting.stages.last?.data == [])
    }

    /// Content changes keep the item's identity, so they are reloads, not deletes and inserts.
    @Test("same identity with new content is an update at the old index")
    func contentUpdate() {
        let source = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 3, content: 0)]
        let target = [Item(id: 2, content: 0), Item(id: 3, content: 1)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], updatedItems: [ItemPath(item: 2, section: 0)])
        ])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }
}
