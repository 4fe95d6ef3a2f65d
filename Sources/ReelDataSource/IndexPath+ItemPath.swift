#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

extension IndexPath {
    /// The index path of the item (or table row) at `path`, for UIKit.
    public init(_ path: ItemPath) {
        self.init(item: path.item, section: path.section)
    }
}

extension ItemPath {
    /// The path of the item (or table row) at UIKit's `indexPath`.
    public init(_ indexPath: IndexPath) {
        self.init(item: indexPath.item, section: indexPath.section)
    }
}
#endif
