import Foundation
import ReelDiff

// One conversion between ReelDiff's paths and the `IndexPath`s UIKit's lists take, for every
// adapter. It builds the path from its two indexes, section
// first, as UIKit's `IndexPath(item:section:)` does, so it needs no UIKit.
extension IndexPath {
    /// The index path of the item (or table row) at `path`, for UIKit.
    public init(_ path: ItemPath) {
        // Appending to a one-index path builds the two-index one in place; an array literal
        // would be allocated and freed for every path of a large batch.
        self.init(index: path.section)
        append(path.item)
    }
}

extension ItemPath {
    /// The path of the item (or table row) at UIKit's `indexPath`: its section, then its item.
    ///
    /// - Precondition: `indexPath` has two indexes, as every path of a list's item does.
    public init(_ indexPath: IndexPath) {
        precondition(indexPath.count == 2, "an item's index path has a section and an item, not \(indexPath.count) indexes: \(indexPath)")
        self.init(item: indexPath[1], section: indexPath[0])
    }
}
