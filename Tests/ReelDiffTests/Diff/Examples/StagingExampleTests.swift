import ReelDiff
import ReelTestSupport
import Testing

/// How a diff splits into stages: UIKit cannot reload and move one item in a batch, and Reel
/// keeps section moves apart from item operations and section reloads ahead of everything.
@Suite("Staging examples")
struct StagingExampleTests {
    private static func section(_ id: Int, title: Int = 0, _ items: [Item]) -> ItemSection {
        ItemSection(model: SectionHeader(id: id, title: title), items: items)
    }

    private static func items(_ ids: Int...) -> [Item] {
        ids.map { Item(id: $0, content: 0) }
    }

    /// a is updated and is the one item outside the longest increasing run (b, c), so it must
    /// be reloaded in one stage and moved in the next.
    @Test("an item both updated and moved is reloaded first, then moved")
    func updateThenMove() {
        let a = Item(id: 1, content: 0), b = Item(id: 2, content: 0), c = Item(id: 3, content: 0)
        let newA = Item(id: 1, content: 1)
        let source = [a, b, c]
        let target = [b, c, newA]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages == [
            Changeset(data: [newA, b, c], update: BatchUpdate(updatedItems: [ItemPath(item: 0, section: 0)])),
            Changeset(data: [b, c, newA], update: BatchUpdate(
                movedItems: [Move(source: ItemPath(item: 0, section: 0), destination: ItemPath(item: 2, section: 0))])),
        ])
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("an updated item that is not moved shares one stage with moves")
    func updateBesideMoveAcrossSections() {
        let source = [Self.section(0, Self.items(1, 2)), Self.section(1, Self.items(3))]
        let target = [Self.section(0, [Item(id: 2, content: 1)]), Self.section(1, Self.items(3, 1))]
        let changeset = StagedChangeset(source: source, target: target)
        // The reload names item 2 where it is before the batch, though it ends up at index 0.
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(
                updatedItems: [ItemPath(item: 1, section: 0)],
                movedItems: [Move(source: ItemPath(item: 0, section: 0), destination: ItemPath(item: 1, section: 1))])
        ])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("an updated item moving to another section is reloaded first, then moved")
    func updatedItemMovesAcrossSections() {
        let source = [Self.section(0, Self.items(1, 2)), Self.section(1, Self.items(3))]
        let target = [Self.section(0, Self.items(2)), Self.section(1, [Item(id: 3, content: 0), Item(id: 1, content: 7)])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(updatedItems: [ItemPath(item: 0, section: 0)]),
            BatchUpdate(movedItems: [Move(source: ItemPath(item: 0, section: 0), destination: ItemPath(item: 1, section: 1))]),
        ])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Sections at old positions [1, 2, 0] in the new order: only section 0 leaves the longest
    /// increasing run, so it is the one section move, alone in its stage.
    @Test("a section move gets a stage without item operations")
    func sectionMoveStage() {
        let source = [Self.section(0, Self.items(1, 2)), Self.section(1, Self.items(3)), Self.section(2, Self.items(4))]
        let target = [Self.section(1, Self.items(3)), Self.section(2, Self.items(4)), Self.section(0, Self.items(1, 2, 5))]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages == [
            Changeset(
                data: [Self.section(1, Self.items(3)), Self.section(2, Self.items(4)), Self.section(0, Self.items(1, 2))],
                update: BatchUpdate(movedSections: [Move(source: 0, destination: 2)])),
            Changeset(data: target, update: BatchUpdate(insertedItems: [ItemPath(item: 2, section: 2)])),
        ])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("a section whose header changed is reloaded in a first stage of its own")
    func sectionUpdateStage() {
        let source = [Self.section(0, Self.items(1)), Self.section(1, Self.items(2))]
        let target = [Self.section(0, title: 1, Self.items(1)), Self.section(1, Self.items(2, 3))]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages == [
            Changeset(
                data: [Self.section(0, title: 1, Self.items(1)), Self.section(1, Self.items(2))],
                update: BatchUpdate(updatedSections: [0])),
            Changeset(data: target, update: BatchUpdate(insertedItems: [ItemPath(item: 1, section: 1)])),
        ])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Items of a deleted section go with it, and those of an inserted section come with it:
    /// no item operation may touch either.
    @Test("deleting and inserting whole sections needs no item operations")
    func wholeSections() {
        let source = [Self.section(0, Self.items(1, 2)), Self.section(1, Self.items(3))]
        let target = [Self.section(1, Self.items(3)), Self.section(2, Self.items(1, 4))]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [0], insertedSections: [1])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    @Test("empty section lists and empty sections have nothing to do")
    func emptySections() {
        #expect(StagedChangeset<[ItemSection]>(source: [], target: []).stages.isEmpty)
        let empty = [Self.section(0, []), Self.section(1, [])]
        #expect(StagedChangeset(source: empty, target: empty).stages.isEmpty)
        let changeset = StagedChangeset(source: [], target: empty)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedSections: [0, 1])])
    }

    /// The removals stage shows kept sections with their kept items in old order; a section
    /// none of whose items moves, leaves or arrives is already that, and shares the target's
    /// storage rather than being copied (a one-state change to a million items in ten sections
    /// copied all ten).
    @Test("a section the removals leave alone shares the target's items")
    func untouchedSectionIsShared() {
        let untouched = Self.items(10, 11, 12)
        let source = [Self.section(0, Self.items(1, 2)), Self.section(1, untouched), Self.section(2, Self.items(3))]
        let target = [Self.section(0, Self.items(2)), Self.section(1, untouched), Self.section(2, [Item(id: 3, content: 0), Item(id: 1, content: 7)])]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.count == 2)
        let removals = changeset.stages[0].data[1].items
        #expect(removals == untouched)
        let shared = removals.withUnsafeBufferPointer { stage in
            target[1].items.withUnsafeBufferPointer { $0.baseAddress == stage.baseAddress }
        }
        #expect(shared, "the removals stage copied a section whose items all stay")
        expectKeepsContract(changeset, from: source, to: target)
    }
}
