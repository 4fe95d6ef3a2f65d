import Foundation

/// One item of a list as the batch-update rules handle it: its section and its index in that
/// section, as two integers.
///
/// The rules take in every operation of a batch, tens of thousands for a large diff; making,
/// hashing and comparing Foundation's `IndexPath` for each would cost more than the checks
/// themselves, so index paths are turned into these once, where the list receives them.
package struct ItemIndex: Hashable, Comparable, Sendable {
    /// The section.
    package var section: Int
    /// The item's index in its section.
    package var item: Int

    /// Item `item` of section `section`.
    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The item `path` names, or `nil` when it names none: a list's index path has exactly
    /// two indexes.
    package init?(_ path: IndexPath) {
        guard path.count == 2 else { return nil }
        self.init(section: path[0], item: path[1])
    }

    /// The index path a list's callers use for this item.
    package var indexPath: IndexPath { IndexPath(item: item, section: section) }

    package static func < (lhs: ItemIndex, rhs: ItemIndex) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }
}
