#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

extension IndexPath {
    /// The index path of a collection view item at `path`.
    init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}

extension ItemPath {
    /// The path of the item at a collection view's `indexPath`.
    init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}
#endif
