import ReelDiff
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
}
