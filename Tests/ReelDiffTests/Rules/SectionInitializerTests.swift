import ReelDiff
import ReelTestSupport
import Testing

/// The diff and the checks rebuild sections with the section type's `init(original:items:)`. A
/// type whose initialiser drops the items it is given cannot show a stage's data: the checks
/// name the broken initialiser rather than trapping on the items that are not there, and the
/// diff stages such a type without trapping.
@Suite("A section type whose init(original:items:) drops its items")
struct SectionInitializerTests {
    private static func items(_ ids: Int...) -> [Item] {
        ids.map { Item(id: $0, content: 0) }
    }

    /// Regression: performing the stage rebuilt section 0 with the initialiser, got no items
    /// back, and read its first kept item out of range.
    @Test("validate names the initialiser, tried on the sections before the update")
    func validateNamesTheInitializer() throws {
        let before = [ItemDroppingSection(id: 0, items: Self.items(1, 2, 3))]
        let stage = Changeset(
            data: [ItemDroppingSection(id: 0, items: Self.items(1, 2, 3, 4))],
            update: BatchUpdate(insertedItems: [ItemPath(item: 3, section: 0)]))
        let violation = try #require(stage.violation(fromSections: before))
        #expect(violation.rule == .sectionInitializerIgnoresItems)
        #expect(violation.description == """
            ItemDroppingSection.init(original:items:) returned a section with 0 items where it was given 3, rebuilding \
            section 0 before the update, with its own items: it must return the items it is given
            """)
    }

    /// Sections without items before the update pass that try; the one the stage fills fails
    /// when performed.
    @Test("validate names the initialiser that returned fewer items than the stage gives a kept section")
    func validateNamesTheInitializerWhilePerforming() throws {
        let before = [ItemDroppingSection(id: 0, items: []), ItemDroppingSection(id: 1, items: [])]
        let stage = Changeset(
            data: [ItemDroppingSection(id: 1, items: Self.items(1, 2))],
            update: BatchUpdate(deletedSections: [0], insertedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]))
        let violation = try #require(stage.violation(fromSections: before))
        #expect(violation.rule == .sectionInitializerIgnoresItems)
        #expect(violation.description == """
            ItemDroppingSection.init(original:items:) returned a section with 0 items where it was given 2, rebuilding \
            section 0 after the update (section 1 before it): it must return the items it is given
            """)
        #expect(throws: BatchUpdateViolation.self) { try stage.apply(toSections: before) }
    }

    /// The stages of a diff that needs the data after the removals (an item both updated and
    /// moved) are built with the initialiser too.
    @Test("the diff stages such a type without trapping, and validate reports the initialiser")
    func diffDoesNotTrap() throws {
        let source = [
            ItemDroppingSection(id: 0, items: Self.items(1, 2, 3)),
            ItemDroppingSection(id: 1, items: Self.items(4, 5)),
        ]
        let target = [
            ItemDroppingSection(id: 1, items: Self.items(5, 4)),
            ItemDroppingSection(id: 0, items: [Item(id: 3, content: 1), Item(id: 1, content: 0), Item(id: 2, content: 0)]),
        ]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update.isEmpty) == [false, false, false])
        let violation = try #require(changeset.stages[0].violation(fromSections: source))
        #expect(violation.rule == .sectionInitializerIgnoresItems)
        #expect(violation.description.contains("ItemDroppingSection.init(original:items:)"))
    }

    /// The diff only reads the sections the initialiser returns as whole values, and the checks
    /// count their items before reading them: whatever the lists, nothing traps, and checking
    /// the first stage from a source that holds an item names the initialiser.
    @Test("no diff or check of such a type traps")
    func nothingTraps() {
        Fuzz.run(seed: 0x1D20_0000, cases: 1_000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            let source = input.source.map { ItemDroppingSection(id: $0.model.id, items: $0.items) }
            let target = input.target.map { ItemDroppingSection(id: $0.model.id, items: $0.items) }
            let changeset = StagedChangeset(source: source, target: target)
            var before = source
            for stage in changeset.stages {
                _ = stage.violation(fromSections: before)
                before = stage.data
            }
            guard let first = changeset.stages.first, source.contains(where: { !$0.items.isEmpty }) else { return }
            #expect(first.violation(fromSections: source)?.rule == .sectionInitializerIgnoresItems, "\(fuzz)\n\(input)")
        }
    }
}
