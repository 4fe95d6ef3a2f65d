import ReelDiff
import ReelTestSupport
import Testing

/// A batch that breaks one of UIKit's rules, the rule the checker must name, and the words
/// (section, index, operation) its description must contain.
struct ViolationExample: Sendable, CustomTestStringConvertible {
    /// What the checker is given.
    enum Input: Sendable {
        /// A bare batch and the item count of each section before and after it.
        case counts(BatchUpdate, before: [Int], after: [Int])
        /// A stage of a sectioned list and the sections before it.
        case sections(Changeset<[ItemSection]>, before: [ItemSection])
        /// A stage of a linear list and the items before it.
        case items(Changeset<[Item]>, before: [Item])
        /// A stage of sections whose type drops the items its `init(original:items:)` is given.
        case itemDroppingSections(Changeset<[ItemDroppingSection]>, before: [ItemDroppingSection])
    }

    var rule: BatchUpdateViolation.Rule
    var name: String
    var input: Input
    var mentions: [String]

    var testDescription: String { "\(rule): \(name)" }

    /// The checker's verdict: the first violation, or `nil` if it accepts.
    func violation() -> BatchUpdateViolation? {
        switch input {
        case .counts(let update, let before, let after): update.violation(sectionCountsBefore: before, sectionCountsAfter: after)
        case .sections(let stage, let before): stage.violation(fromSections: before)
        case .items(let stage, let before): stage.violation(fromItems: before)
        case .itemDroppingSections(let stage, let before): stage.violation(fromSections: before)
        }
    }
}
