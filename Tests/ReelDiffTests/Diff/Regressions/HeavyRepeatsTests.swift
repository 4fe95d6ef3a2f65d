import ReelDiff
import ReelTestSupport
import Testing

/// Identities repeated far beyond the limit of eight pairs per occurrence, where the diff used
/// to match every occurrence in order: a shift of one rank moved every copy, and removing one of
/// many sections sharing an identity moved the items of every section after it.
@Suite("Heavily repeated identities")
struct HeavyRepeatsTests {
    /// `count` sections sharing identity 0, section k holding `itemsPerSection` items of its own.
    private static func sectionsSharingAnIdentity(_ count: Int, itemsPerSection: Int) -> [ItemSection] {
        (0..<count).map { section in
            ItemSection(
                model: SectionHeader(id: 0),
                items: (0..<itemsPerSection).map { Item(id: section * itemsPerSection + $0) })
        }
    }

    /// Regression: the k-th a was matched with the k-th a, and every b and a moved (1,000 moves).
    @Test("[a, b] × 1000 → [b, a] × 1000 is one move")
    func alternatingShiftedByOne() {
        let source = Array(repeating: ["a", "b"], count: 1_000).flatMap { $0 }
        let target = Array(repeating: ["b", "a"], count: 1_000).flatMap { $0 }
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.moved == 1)
        #expect(changeset.counts.total == 1)
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    @Test("[a, b] × 1000 with three a's and a b inserted in front is four inserts")
    func alternatingShiftedByInserts() {
        let source = Array(repeating: ["a", "b"], count: 1_000).flatMap { $0 }
        let target = ["a", "a", "b", "a"] + source
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.inserted == 4)
        #expect(changeset.counts.total == 4)
        expectKeepsLinearContract(changeset, from: source, to: target)
    }

    /// Regression: the sections were matched in order, so each section after the removed one
    /// was matched with the one before it and every item after it moved (8 moves, a delete and
    /// an insert for ten sections of one item, removing the first; 2,994 moves for a thousand of
    /// three items).
    @Test(
        "removing one of many sections sharing an identity is one section delete",
        arguments: [(10, 1), (10, 3), (1_000, 1), (1_000, 3)])
    func removeOneOfManySections(count: Int, itemsPerSection: Int) {
        let source = Self.sectionsSharingAnIdentity(count, itemsPerSection: itemsPerSection)
        for removed in [0, count / 2, count - 1] {
            var target = source
            target.remove(at: removed)
            let changeset = StagedChangeset(source: source, target: target)
            #expect(changeset.stages.map(\.update) == [BatchUpdate(deletedSections: [removed])], "section \(removed) of \(count)")
            expectKeepsContract(changeset, from: source, to: target)
        }
    }

    @Test("inserting a section among many sharing an identity is one section insert")
    func insertAmongManySections() {
        let source = Self.sectionsSharingAnIdentity(1_000, itemsPerSection: 2)
        var target = source
        target.insert(ItemSection(model: SectionHeader(id: 0), items: [Item(id: -1)]), at: 400)
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.stages.map(\.update) == [BatchUpdate(insertedSections: [400])])
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Sections are alike when they hold the same items by identity: content may differ.
    @Test("a removed section among sections sharing an identity is one delete while an item of another changes content")
    func removeWhileContentChanges() {
        let source = Self.sectionsSharingAnIdentity(30, itemsPerSection: 2)
        var target = source
        target.remove(at: 3)
        target[10].items[1].content = 7
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.updated == 1)
        #expect(changeset.counts.sectionDeleted == 1)
        #expect(changeset.counts.total == 2)
        expectKeepsContract(changeset, from: source, to: target)
    }

    /// Sections are paired for the fewest section moves first: pairing each section with the
    /// one holding its items would move a section.
    @Test("two sections sharing an identity that trade items: no section moves, the items move")
    func sectionsFirst() {
        let source = [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 1)]), ItemSection(model: SectionHeader(id: 0), items: [Item(id: 2)])]
        let target = [source[1], source[0]]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.moved == 2)
        #expect(changeset.counts.total == 2)
        expectKeepsContract(changeset, from: source, to: target)
    }
}
