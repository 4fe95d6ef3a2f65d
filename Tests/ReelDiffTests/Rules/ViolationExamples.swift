import ReelDiff
import ReelTestSupport

/// `[section, item]`, the way the checker prints paths.
private func path(_ section: Int, _ item: Int) -> ItemPath {
    ItemPath(item: item, section: section)
}

private func section(_ id: Int, title: Int = 0, _ items: [Item]) -> ItemSection {
    ItemSection(model: SectionHeader(id: id, title: title), items: items)
}

private func items(_ ids: Int...) -> [Item] {
    ids.map { Item(id: $0, content: 0) }
}

/// At least one broken batch per ``BatchUpdateViolation/Rule``, each crashing UIKit in its own way.
enum ViolationExamples {
    static let all: [ViolationExample] = sectionOutOfRange + itemOutOfRange + conflictingOperations
        + itemInChangedSection + countMismatches + sectionMoveWithItemOperations + dataMismatch + reloadChangesIdentity
        + sectionInitializerIgnoresItems

    static let sectionOutOfRange: [ViolationExample] = [
        ViolationExample(
            rule: .sectionOutOfRange, name: "deleting section 3 of 3",
            input: .counts(BatchUpdate(deletedSections: [3]), before: [1, 1, 1], after: [1, 1]),
            mentions: ["delete section 3", "only 3 sections before"]),
        ViolationExample(
            rule: .sectionOutOfRange, name: "inserting section 5 when 3 are after the update",
            input: .counts(BatchUpdate(insertedSections: [5]), before: [1, 1], after: [1, 1, 0]),
            mentions: ["insert section 5", "only 3 sections after"]),
        ViolationExample(
            rule: .sectionOutOfRange, name: "moving a section past the end",
            input: .counts(BatchUpdate(movedSections: [Move(source: 0, destination: 2)]), before: [1, 1], after: [1, 1]),
            mentions: ["move section 2", "only 2 sections after"]),
        ViolationExample(
            rule: .sectionOutOfRange, name: "deleting an item of section 4 of 2",
            input: .counts(BatchUpdate(deletedItems: [path(4, 0)]), before: [1, 1], after: [1, 1]),
            mentions: ["delete item 0 from section 4", "only 2 sections before"]),
    ]

    static let itemOutOfRange: [ViolationExample] = [
        ViolationExample(
            rule: .itemOutOfRange, name: "deleting item 5 of a section holding 2",
            input: .counts(BatchUpdate(deletedItems: [path(1, 5)]), before: [4, 2], after: [4, 1]),
            mentions: ["delete item 5 from section 1", "only contains 2 items before"]),
        ViolationExample(
            rule: .itemOutOfRange, name: "inserting item 9 into a section holding 3 after the update",
            input: .counts(BatchUpdate(insertedItems: [path(0, 9)]), before: [2], after: [3]),
            mentions: ["insert item 9 into section 0", "only 3 items in section 0 after"]),
        ViolationExample(
            rule: .itemOutOfRange, name: "moving an item past the end of its new section",
            input: .counts(BatchUpdate(movedItems: [Move(source: path(0, 0), destination: path(1, 1))]), before: [1, 0], after: [0, 1]),
            mentions: ["move item 1 into section 1", "only 1 items in section 1 after"]),
    ]

    static let conflictingOperations: [ViolationExample] = [
        ViolationExample(
            rule: .conflictingOperations, name: "an item both deleted and reloaded",
            input: .counts(BatchUpdate(deletedItems: [path(0, 1)], updatedItems: [path(0, 1)]), before: [3], after: [2]),
            mentions: ["reload item [0, 1]", "already deletes"]),
        ViolationExample(
            rule: .conflictingOperations, name: "an item both deleted and moved",
            input: .counts(
                BatchUpdate(deletedItems: [path(0, 1)], movedItems: [Move(source: path(0, 1), destination: path(0, 0))]),
                before: [3], after: [2]),
            mentions: ["move item [0, 1]", "already deletes"]),
        ViolationExample(
            rule: .conflictingOperations, name: "an item both reloaded and moved",
            input: .counts(
                BatchUpdate(updatedItems: [path(0, 0)], movedItems: [Move(source: path(0, 0), destination: path(0, 2))]),
                before: [3], after: [3]),
            mentions: ["move item [0, 0]", "already reloads"]),
        ViolationExample(
            rule: .conflictingOperations, name: "a destination both inserted and moved into",
            input: .counts(
                BatchUpdate(insertedItems: [path(1, 0)], movedItems: [Move(source: path(0, 0), destination: path(1, 0))]),
                before: [1, 1], after: [0, 3]),
            mentions: ["move item [1, 0] (after the update)", "already inserts"]),
        ViolationExample(
            rule: .conflictingOperations, name: "a section deleted twice",
            input: .counts(BatchUpdate(deletedSections: [1, 1]), before: [1, 1, 1], after: [1]),
            mentions: ["delete section 1", "already deletes"]),
        ViolationExample(
            rule: .conflictingOperations, name: "a section both reloaded and moved",
            input: .counts(BatchUpdate(updatedSections: [0], movedSections: [Move(source: 0, destination: 1)]), before: [1, 1], after: [1, 1]),
            mentions: ["move section 0", "already reloads"]),
    ]

    static let itemInChangedSection: [ViolationExample] = [
        ViolationExample(
            rule: .itemInChangedSection, name: "deleting an item of a deleted section",
            input: .counts(BatchUpdate(deletedSections: [1], deletedItems: [path(1, 0)]), before: [1, 2], after: [1]),
            mentions: ["delete item 0 from section 1", "the same batch deletes"]),
        ViolationExample(
            rule: .itemInChangedSection, name: "inserting an item into an inserted section",
            input: .counts(BatchUpdate(insertedSections: [1], insertedItems: [path(1, 0)]), before: [1], after: [1, 1]),
            mentions: ["insert item 0 into section 1", "inserts or reloads"]),
        ViolationExample(
            rule: .itemInChangedSection, name: "reloading an item of a reloaded section",
            input: .counts(BatchUpdate(updatedSections: [0], updatedItems: [path(0, 1)]), before: [2], after: [2]),
            mentions: ["reload item 1 from section 0", "the same batch reloads"]),
    ]

    static let countMismatches: [ViolationExample] = [
        ViolationExample(
            rule: .sectionCountMismatch, name: "a deleted section still counted after the update",
            input: .counts(BatchUpdate(deletedSections: [0]), before: [1, 1, 1], after: [1, 1, 1]),
            mentions: ["invalid number of sections", "after the update (3)", "(0 inserted, 1 deleted)"]),
        ViolationExample(
            rule: .itemCountMismatch, name: "an item deleted from section 3 still counted",
            input: .counts(BatchUpdate(deletedItems: [path(3, 0)]), before: [1, 1, 1, 2], after: [1, 1, 1, 2]),
            mentions: ["invalid number of items in section 3", "(0 inserted, 1 deleted)"]),
        ViolationExample(
            rule: .itemCountMismatch, name: "an item moved to another section without changing the counts",
            input: .counts(BatchUpdate(movedItems: [Move(source: path(0, 0), destination: path(1, 0))]), before: [2, 1], after: [2, 1]),
            mentions: ["invalid number of items in section 0", "(0 moved in, 1 moved out)"]),
        ViolationExample(
            rule: .itemCountMismatch, name: "a linear stage whose data lost an item without a delete",
            input: .items(Changeset(data: items(1), update: BatchUpdate()), before: items(1, 2)),
            mentions: ["invalid number of items in section 0", "after the update (1)", "before the update (2)"]),
    ]

    static let sectionMoveWithItemOperations: [ViolationExample] = [
        ViolationExample(
            rule: .sectionMoveWithItemOperations, name: "a section move beside an item insert",
            input: .counts(
                BatchUpdate(movedSections: [Move(source: 0, destination: 1)], insertedItems: [path(0, 0)]),
                before: [1, 1], after: [2, 1]),
            mentions: ["0 → 1", "item operations"])
    ]

    static let dataMismatch: [ViolationExample] = [
        ViolationExample(
            rule: .dataMismatch, name: "a stage whose data is not what its operations make",
            input: .sections(
                Changeset(data: [section(0, items(1))], update: BatchUpdate(deletedItems: [path(0, 0)])),
                before: [section(0, items(1, 2))]),
            mentions: ["item 0 of section 0 is 2", "data has 1"]),
        ViolationExample(
            rule: .dataMismatch, name: "new item content without a reload",
            input: .sections(
                Changeset(data: [section(0, [Item(id: 1, content: 1)])], update: BatchUpdate()),
                before: [section(0, items(1))]),
            mentions: ["item 0 of section 0"]),
        ViolationExample(
            rule: .dataMismatch, name: "a new section header without a section reload",
            input: .sections(Changeset(data: [section(0, title: 1, [])], update: BatchUpdate()), before: [section(0, [])]),
            mentions: ["section 0"]),
        ViolationExample(
            rule: .dataMismatch, name: "sections swapped without a move",
            input: .sections(Changeset(data: [section(1, []), section(0, [])], update: BatchUpdate()), before: [section(0, []), section(1, [])]),
            mentions: ["section 0 is 0", "data has 1 there"]),
        ViolationExample(
            rule: .dataMismatch, name: "linear items swapped without a move",
            input: .items(Changeset(data: items(2, 1), update: BatchUpdate()), before: items(1, 2)),
            mentions: ["item 0 of section 0 is 1", "data has 2"]),
    ]

    /// A reload means same identity, new content: a stage that reloads a slot to show another
    /// item or section would animate a replacement as an update.
    static let reloadChangesIdentity: [ViolationExample] = [
        ViolationExample(
            rule: .reloadChangesIdentity, name: "[1 2] with both items reloaded as [2 1]",
            input: .items(
                Changeset(data: items(2, 1), update: BatchUpdate(updatedItems: [path(0, 0), path(0, 1)])), before: items(1, 2)),
            mentions: ["attempt to reload item 0 from section 0", "identifier before the update (1)", "after it (2, at item 0 of section 0)"]),
        ViolationExample(
            rule: .reloadChangesIdentity, name: "a reloaded item of section 1 replaced by another",
            input: .sections(
                Changeset(data: [section(0, items(1)), section(1, items(3))], update: BatchUpdate(updatedItems: [path(1, 0)])),
                before: [section(0, items(1)), section(1, items(2))]),
            mentions: ["attempt to reload item 0 from section 1", "before the update (2)", "after it (3, at item 0 of section 1)"]),
        ViolationExample(
            rule: .reloadChangesIdentity, name: "a reloaded section replaced by another",
            input: .sections(Changeset(data: [section(1, items(1))], update: BatchUpdate(updatedSections: [0])), before: [section(0, items(1))]),
            mentions: ["attempt to reload section 0", "identifier before the update (0)", "after it (1, at section 0)"]),
        ViolationExample(
            rule: .reloadChangesIdentity, name: "two sections reloaded as each other",
            input: .sections(
                Changeset(data: [section(1, []), section(0, [])], update: BatchUpdate(updatedSections: [0, 1])),
                before: [section(0, []), section(1, [])]),
            mentions: ["attempt to reload section 0"]),
    ]

    /// The diff and the checks rebuild sections with the section type's initialiser, so one
    /// that drops the items it is given breaks every stage that keeps a section.
    static let sectionInitializerIgnoresItems: [ViolationExample] = [
        ViolationExample(
            rule: .sectionInitializerIgnoresItems, name: "a kept section rebuilt without its two items",
            input: .itemDroppingSections(
                Changeset(data: [ItemDroppingSection(id: 0, items: items(1, 2))], update: BatchUpdate()),
                before: [ItemDroppingSection(id: 0, items: items(1, 2))]),
            mentions: ["ItemDroppingSection.init(original:items:)", "0 items where it was given 2", "section 0"]),
    ]
}
