#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

/// A batch's updated items, split by what UIKit must do with them: reconfigure those whose
/// cell class stays (UIKit hands the provider the cell shown), reload those whose class
/// changes or is not known before the provider dequeues (reconfiguring a cell into another
/// class is an error in UIKit). Before iOS 15 UIKit cannot reconfigure, and every updated item
/// is reloaded.
struct UpdatedItems {
    private(set) var reconfigured: [IndexPath] = []
    private(set) var reloaded: [IndexPath] = []

    /// Whether this system's UIKit can reconfigure items and rows: iOS and tvOS 15 or later.
    static var systemReconfigures: Bool {
        if #available(iOS 15.0, tvOS 15.0, *) { true } else { false }
    }

    /// Splits `update`'s updated items, given the cell classes chosen for them before the
    /// batch (`nil` where the provider dequeues the cell itself, so the class is unknown) and the
    /// content after it; with `reconfigures` false (UIKit before iOS 15), all of them are reloaded.
    @MainActor
    init(
        _ update: BatchUpdate, reconfigures: Bool, classesBefore: [ObjectIdentifier?], countsBefore: [Int],
        contentAfter content: any ListContent
    ) {
        guard reconfigures else {
            reloaded = update.updatedItems.map(IndexPath.init)
            return
        }
        guard !update.updatedItems.isEmpty else { return }
        // Updated items keep their place among the items that stay, but deletes and inserts
        // around them can shift it: the class after is the one chosen at the path after. The
        // mapping is asked for the updated items only, so this costs about the batch's
        // operations, not the list's length.
        let mapping = try? BatchUpdateMapping(update: update, sectionCountsBefore: countsBefore, sectionCountsAfter: content.counts)
        for (path, classBefore) in zip(update.updatedItems, classesBefore) {
            if let classBefore, case .updated(let after) = mapping?.destination(ofItemAt: path),
                content.cellClass(at: IndexPath(after)) == classBefore
            {
                reconfigured.append(IndexPath(path))
            } else {
                reloaded.append(IndexPath(path))
            }
        }
    }
}
#endif
