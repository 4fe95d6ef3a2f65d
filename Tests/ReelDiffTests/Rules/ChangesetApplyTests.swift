import ReelDiff
import ReelTestSupport
import Testing

/// `apply` performs a stage the way UIKit does: kept rows come from the data before the batch,
/// inserted and reloaded ones from the stage's data.
@Suite("Applying a stage")
struct ChangesetApplyTests {
    private static func section(_ id: Int, title: Int = 0, _ items: [Item]) -> ItemSection {
        ItemSection(model: SectionHeader(id: id, title: title), items: items)
    }

    private static let a = Item(id: 1, content: 0), b = Item(id: 2, content: 0), c = Item(id: 3, content: 0)
    private static let x = Item(id: 9, content: 0)

    /// Deleting index 1 and inserting at index 2 gives [a c x]; performing the insert first
    /// would give [a x c].
    @Test("deletes happen before inserts, whatever the order of the calls")
    func deletesBeforeInserts() throws {
        let stage = Changeset(
            data: [Self.a, Self.c, Self.x],
            update: BatchUpdate(deletedItems: [ItemPath(item: 1, section: 0)], insertedItems: [ItemPath(item: 2, section: 0)]))
        #expect(try stage.apply(toItems: [Self.a, Self.b, Self.c]) == [Self.a, Self.c, Self.x])
    }

    /// The reload names b where it was (index 1); once a is deleted, b's new content shows at 0.
    @Test("a reloaded item keeps its place and takes its new content from the data")
    func reloadKeepsPosition() throws {
        let newB = Item(id: 2, content: 5)
        let stage = Changeset(
            data: [newB, Self.c],
            update: BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], updatedItems: [ItemPath(item: 1, section: 0)]))
        #expect(try stage.apply(toItems: [Self.a, Self.b, Self.c]) == [newB, Self.c])
    }

    /// What the checker relies on to catch a missing reload: an item that is neither inserted
    /// nor reloaded shows what it showed before, not what the data says.
    @Test("kept items come from the data before the batch, not from the stage's data")
    func keptItemsComeFromBefore() throws {
        let stage = Changeset(data: [Item(id: 1, content: 7), Self.x], update: BatchUpdate(insertedItems: [ItemPath(item: 1, section: 0)]))
        #expect(try stage.apply(toItems: [Self.a]) == [Self.a, Self.x])
        #expect(stage.violation(fromItems: [Self.a])?.rule == .dataMismatch)
    }

    @Test("an item moves to another section, from its index before to its index after")
    func crossSectionMove() throws {
        let before = [Self.section(0, [Self.a, Self.b]), Self.section(1, [Self.c])]
        let after = [Self.section(0, [Self.b]), Self.section(1, [Self.c, Self.a])]
        let stage = Changeset(
            data: after,
            update: BatchUpdate(movedItems: [Move(source: ItemPath(item: 0, section: 0), destination: ItemPath(item: 1, section: 1))]))
        #expect(try stage.apply(toSections: before) == after)
    }

    /// Section 0 deleted, section 2 moved to the front, a new section inserted at the end:
    /// the untouched section 1 fills the one free slot.
    @Test("sections are deleted, moved and inserted by the same before/after rule")
    func sectionOperations() throws {
        let before = [Self.section(0, [Self.a]), Self.section(1, [Self.b]), Self.section(2, [Self.c])]
        let after = [Self.section(2, [Self.c]), Self.section(1, [Self.b]), Self.section(3, [Self.x])]
        let stage = Changeset(
            data: after,
            update: BatchUpdate(deletedSections: [0], insertedSections: [2], movedSections: [Move(source: 2, destination: 0)]))
        #expect(try stage.apply(toSections: before) == after)
    }

    @Test("a reloaded section is shown whole from the stage's data")
    func sectionReload() throws {
        let before = [Self.section(0, [Self.a]), Self.section(1, [Self.b])]
        let after = [Self.section(0, title: 1, [Self.a]), Self.section(1, [Self.b])]
        let stage = Changeset(data: after, update: BatchUpdate(updatedSections: [0]))
        #expect(try stage.apply(toSections: before) == after)
    }

    @Test("applying a broken stage throws the broken rule instead of guessing")
    func brokenStage() {
        let stage = Changeset(data: [Self.a], update: BatchUpdate(deletedItems: [ItemPath(item: 4, section: 0)]))
        do {
            _ = try stage.apply(toItems: [Self.a, Self.b])
            Issue.record("a delete past the end was applied")
        } catch {
            #expect(error.rule == .itemOutOfRange)
        }
    }
}
