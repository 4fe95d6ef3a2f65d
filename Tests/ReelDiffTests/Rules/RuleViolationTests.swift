import ReelDiff
import ReelTestSupport
import Testing

@Suite("Batch-update rules: violations")
struct RuleViolationTests {
    @Test("the checker names the broken rule, the section and the index", arguments: ViolationExamples.all)
    func namesTheRule(_ example: ViolationExample) throws {
        let violation = try #require(example.violation(), "the checker accepted a batch that breaks \(example.rule)")
        #expect(violation.rule == example.rule, "\(violation)")
        for words in example.mentions {
            #expect(violation.description.contains(words), "\"\(violation.description)\" does not mention \"\(words)\"")
        }
    }

    /// A rule added to the checker without an example here would go untested.
    @Test("every rule has an example")
    func everyRuleHasAnExample() {
        let covered = Set(ViolationExamples.all.map(\.rule))
        for rule in BatchUpdateViolation.Rule.allCases {
            #expect(covered.contains(rule), "no example breaks \(rule)")
        }
    }

    /// The developer who met UIKit's exception on a phone must recognise it here.
    @Test("an item count mismatch reads like UIKit's exception")
    func itemCountWording() throws {
        let update = BatchUpdate(deletedItems: [ItemPath(item: 0, section: 3)])
        let violation = try #require(update.violation(sectionCountsBefore: [1, 1, 1, 2], sectionCountsAfter: [1, 1, 1, 2]))
        #expect(violation.rule == .itemCountMismatch)
        #expect(violation.description == """
            Invalid update: invalid number of items in section 3. The number of items contained in an existing \
            section after the update (2) must be equal to the number of items contained in that section before the \
            update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 \
            deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).
            """)
    }

    @Test("a section count mismatch reads like UIKit's exception")
    func sectionCountWording() throws {
        let update = BatchUpdate(insertedSections: [0, 1])
        let violation = try #require(update.violation(sectionCountsBefore: [4], sectionCountsAfter: [0, 0]))
        #expect(violation.rule == .sectionCountMismatch)
        #expect(violation.description == """
            Invalid update: invalid number of sections. The number of sections contained in the collection view after \
            the update (2) must be equal to the number of sections contained in the collection view before the update \
            (1), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).
            """)
    }

    /// A reload means same identity, new content. `[1, 2]` with both slots reloaded and data
    /// `[2, 1]` performs to exactly the stage's data, yet replaces each item with the other:
    /// a diff that did this would animate a replacement as an in-place update.
    @Test("a reload that swaps two items' identities is rejected though the data matches")
    func reloadThatSwapsIdentities() throws {
        let before = [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 1), Item(id: 2)])]
        let stage = Changeset(
            data: [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 2), Item(id: 1)])],
            update: BatchUpdate(updatedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]))
        let performed = try stage.apply(toSections: before)
        #expect(SectionList.same(performed, stage.data), "performing the reloads gives the stage's data")
        let violation = try #require(stage.violation(fromSections: before))
        #expect(violation.rule == .reloadChangesIdentity)
        #expect(violation.description == """
            attempt to reload item 0 from section 0, whose identifier before the update (1) is not its identifier \
            after it (2, at item 0 of section 0): a reload keeps the identifier; delete and insert to replace an item
            """)
    }

    @Test("a reload that keeps identities, with new content, is accepted")
    func reloadKeepingIdentities() {
        let before = [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 1), Item(id: 2)])]
        let stage = Changeset(
            data: [ItemSection(model: SectionHeader(id: 0, title: 1), items: [Item(id: 1, content: 4), Item(id: 2, content: 5)])],
            update: BatchUpdate(updatedSections: [0]))
        #expect(stage.violation(fromSections: before) == nil)
        let items = Changeset(
            data: [ItemSection(model: SectionHeader(id: 0), items: [Item(id: 1, content: 4), Item(id: 2, content: 5)])],
            update: BatchUpdate(updatedItems: [ItemPath(item: 0, section: 0), ItemPath(item: 1, section: 0)]))
        #expect(items.violation(fromSections: before) == nil)
    }
}
