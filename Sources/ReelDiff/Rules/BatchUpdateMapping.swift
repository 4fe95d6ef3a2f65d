/// Where every section and item after a batch update comes from, worked out the way UIKit
/// does: deletes, reload and move sources at indexes before the batch, inserts and move
/// destinations at indexes after it, and everything else keeping its order in the free slots.
///
/// Building the mapping is validating the batch: it throws the first broken rule. A list view
/// uses it to carry its cells across the batch: a kept item keeps its cell, an updated one is
/// configured again, a new one gets a new cell. The mapping holds the batch's operations per
/// section rather than every item, so building it and asking where one item goes cost about
/// the operations, however long the list: ask ``destination(ofItemAt:)`` for the few items a
/// list shows or measured, and ``itemSources(inSection:)`` for a whole section only where needed.
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

    /// Where an item before the batch is after it.
    public enum ItemDestination: Hashable, Sendable {
        /// Deleted, or gone with its deleted or reloaded section.
        case removed
        /// Reloaded: at this path after the batch, shown with its new content.
        case updated(ItemPath)
        /// At this path after the batch, unchanged (maybe moved).
        case kept(ItemPath)
    }

    /// For each section after the batch, where it comes from.
    public private(set) var sections: [SectionSource] = []
    /// For each section after the batch that is `.kept`, its items' operations.
    private var itemMaps: [SectionItemMap?] = []
    /// For each section before the batch whose items are kept, the section after it that holds them.
    private var keptSections: [Int?] = []

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
        keptSections = Array(repeating: nil, count: before.count)
        itemMaps = try sections.indices.map { (afterSection: Int) throws(BatchUpdateViolation) -> SectionItemMap? in
            guard case .kept(let beforeSection) = sections[afterSection] else { return nil }
            keptSections[beforeSection] = afterSection
            return try itemRoles.map(
                beforeSection: beforeSection, afterSection: afterSection,
                countBefore: before[beforeSection], countAfter: after[afterSection])
        }
    }

    /// For each section after the batch that is `.kept`, where its items come from; `[]` for
    /// the others. This lists every item: O(n) for n items.
    public var items: [[ItemSource]] {
        sections.indices.map(itemSources(inSection:))
    }

    /// Where each item of `section` after the batch comes from; `[]` unless the section is
    /// `.kept`. O(items of the section + operations on it).
    public func itemSources(inSection section: Int) -> [ItemSource] {
        itemMaps[section]?.sources() ?? []
    }

    /// Where the item at `path` before the batch is after it. O(log of the operations on its
    /// section). `path` must be a path of the list before the batch.
    public func destination(ofItemAt path: ItemPath) -> ItemDestination {
        precondition(keptSections.indices.contains(path.section), "section \(path.section) is not in the list before the batch")
        guard let afterSection = keptSections[path.section], let map = itemMaps[afterSection] else { return .removed }
        precondition((0..<map.countBefore).contains(path.item), "item \(path) is not in the list before the batch")
        return map.destination(ofItemAt: path.item)
    }
}
