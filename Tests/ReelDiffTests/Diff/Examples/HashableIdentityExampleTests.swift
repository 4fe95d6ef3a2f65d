import Foundation
import ReelDiff
import Testing

/// `Hashable` types are their own identity: any change of value is a delete and an insert.
@Suite("Hashable values as their own identity")
struct HashableIdentityExampleTests {
    /// Old positions [2, 0, 1] in the new order: c alone leaves the increasing run.
    @Test("strings: [a b c] → [c a b] moves c only")
    func strings() {
        let changeset = StagedChangeset(source: ["a", "b", "c"], target: ["c", "a", "b"])
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(movedItems: [Move(source: ItemPath(item: 2, section: 0), destination: ItemPath(item: 0, section: 0))])
        ])
        expectKeepsLinearContract(changeset, from: ["a", "b", "c"], to: ["c", "a", "b"])
    }

    @Test("integers: a changed value is a delete and an insert, never an update")
    func integers() {
        let changeset = StagedChangeset(source: [1, 2, 3], target: [1, 20, 3])
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(deletedItems: [ItemPath(item: 1, section: 0)], insertedItems: [ItemPath(item: 1, section: 0)])
        ])
    }

    @Test("UUIDs: deletes, inserts and moves by value")
    func uuids() throws {
        let ids = try (0..<5).map { try #require(UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")) }
        let source = [ids[0], ids[1], ids[2], ids[3]]
        let target = [ids[3], ids[0], ids[2], ids[4]]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts == ChangeCounts(counting: [
            BatchUpdate(
                deletedItems: [ItemPath(item: 1, section: 0)], insertedItems: [ItemPath(item: 3, section: 0)],
                movedItems: [Move(source: ItemPath(item: 3, section: 0), destination: ItemPath(item: 0, section: 0))])
        ]))
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("sections of strings holding integers")
    func sectionsOfHashables() {
        typealias Shelf = AnimatableSectionModel<String, Int>
        let source = [Shelf(model: "new", items: [1, 2]), Shelf(model: "popular", items: [3, 4])]
        let target = [Shelf(model: "popular", items: [4, 3, 2]), Shelf(model: "new", items: [1])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.sectionMoved == 1)
        #expect(changeset.counts.moved == 2)
        #expect(changeset.counts.updated == 0)
        expectKeepsContract(changeset, from: source, to: target)
    }
}
