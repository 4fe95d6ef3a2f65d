/// The first rule of UIKit's batch updates that a ``BatchUpdate`` breaks, in words a developer
/// understands: which section or item, and what is wrong with it.
///
/// On a phone each of these is an `NSInternalInconsistencyException`; the descriptions follow
/// UIKit's wording where UIKit has one.
public struct BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of rule a batch update can break.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// A section index lies outside the sections before (deletes, updates, move sources) or
        /// after (inserts, move destinations) the batch.
        case sectionOutOfRange
        /// An item path lies outside its section's items before or after the batch.
        case itemOutOfRange
        /// The same section or item appears twice, or in two operations that exclude each other
        /// (deleted and moved, inserted and moved into, …).
        case conflictingOperations
        /// An item operation touches a section that the same batch deletes, inserts or reloads.
        case itemInChangedSection
        /// The number of sections after the batch does not add up.
        case sectionCountMismatch
        /// The number of items in a surviving section after the batch does not add up.
        case itemCountMismatch
        /// Section moves share a batch with item operations, which Reel's staged changesets
        /// keep apart because UIKit animates the mix unreliably.
        case sectionMoveWithItemOperations
        /// Applying the operations to the data before the stage does not give the stage's data.
        case dataMismatch
        /// A reloaded section or item shows another identity after the batch: a reload means
        /// new content for the same section or item, so a replacement must be a delete and an
        /// insert.
        case reloadChangesIdentity
        /// The section type's `init(original:items:)` returned a section holding another number
        /// of items than it was given. The diff and the checks rebuild sections with it, so it
        /// must return the items it is given (``SectionModelType``).
        case sectionInitializerIgnoresItems
    }

    /// The rule that was broken.
    public let rule: Rule
    /// What happened, naming the section, the index and the rule.
    public let description: String

    /// Creates a violation of `rule`, described by `description`.
    public init(_ rule: Rule, _ description: String) {
        self.rule = rule
        self.description = description
    }
}
