/// Where every section and item after a batch update comes from, worked out the way UIKit
/// does: deletes, reload and move sources at indexes before the batch, inserts and move
/// destinations at indexes after it, and everything else keeping its order in the free slots.
///
/// Building the mapping is validating the batch: it throws the first broken rule. A list view
/// uses it to carry its cells across the batch: a kept item keeps its cell, an updated one is
/// configured again, a new one gets a new cell.
public struct BatchUpdateMapping: Hashable, Sendable {
    /// Where a section after the batch comes from.
    public enum SectionSource: Hashable, Sendable {
        /// An inserted section, taken from the new data.
        case new
        /// Reloaded: the section at this index before the batch, shown afresh from the new data.
        case reloaded(Int)
        /// The section at this index before the batch, with its items rearranged.
        case kept(Int)
    }

    /// Where an item after the batch comes from.
    public enum ItemSource: Hashable, Sendable {
        /// Inserted, so taken from the new data.
        case new
        /// Reloaded: the item at this path before the batch, shown with its new content.
        case updated(ItemPath)
        /// The item at this path before the batch, unchanged (maybe moved).
        case kept(ItemPath)
    }

    /// For each section after the batch, where it comes from.
    public private(set) var sections: [SectionSource] = []
    /// For each section after the batch that is `.kept`, where its items come from; `[]` for new sections.
    public private(set) var items: [[ItemSource]] = []

    /// Maps `update`, given how many items each section holds before and after it; throws the
    /// first rule the batch breaks.
    public init(update: BatchUpdate, sectionCountsBefore before: [Int], sectionCountsAfter after: [Int]) throws(BatchUpdateViolation) {
        let sectionRoles = try SectionRoles(update, before: before.count, after: after.count)
        if !update.movedSections.isEmpty && update.hasItemOperations {
            throw BatchUpdateViolation(
                .sectionMoveWithItemOperations,
                "section moves (\(update.movedSections.map(\.description).joined(separator: ", "))) share a batch with item operations; stage them separately"
            )
        }
        sections = sectionRoles.afterSources
        let itemRoles = try ItemRoles(update, sections: sectionRoles, before: before, after: after)
        items = try sections.indices.map { (afterSection: Int) throws(BatchUpdateViolation) -> [ItemSource] in
            guard case .kept(let beforeSection) = sections[afterSection] else { return [] }
            return try itemRoles.layout(
                beforeSection: beforeSection, afterSection: afterSection,
                countBefore: before[beforeSection], countAfter: after[afterSection])
        }
    }
}
