#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

/// A batch's updated items, split by what UIKit must do with them: reconfigure those whose
/// cell class stays (UIKit hands the provider the cell shown), reload those whose class
/// changes (reconfiguring a cell into another class is an error in UIKit).
struct UpdatedItems {
    private(set) var reconfigured: [IndexPath] = []
    private(set) var reloaded: [IndexPath] = []

    /// Splits `update`'s updated items, given the cell classes chosen for them before the
    /// batch and the content after it.
    @MainActor
    init(_ update: BatchUpdate, classesBefore: [ObjectIdentifier], countsBefore: [Int], contentAfter content: any ListContent) {
        guard !update.updatedItems.isEmpty else { return }
        // Updated items keep their place among the items that stay, but deletes and inserts
        // around them can shift it: the class after is the one chosen at the path after. The
        // mapping is asked for the updated items only, so this costs about the batch's
        // operations, not the list's length.
        let mapping = try? BatchUpdateMapping(update: update, sectionCountsBefore: countsBefore, sectionCountsAfter: content.counts)
        for (path, classBefore) in zip(update.updatedItems, classesBefore) {
            if case .updated(let after) = mapping?.destination(ofItemAt: path),
                ObjectIdentifier(content.cellRecipe(at: after).viewClass) == classBefore
            {
                reconfigured.append(IndexPath(path))
            } else {
                reloaded.append(IndexPath(path))
            }
        }
    }
}
#endif
