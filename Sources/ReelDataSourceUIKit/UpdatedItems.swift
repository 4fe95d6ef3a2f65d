#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

/// A batch's updated items, split by what UIKit must do with them: reconfigure those whose
/// cell is shown or which are selected, when their cell class stays (UIKit hands the provider
/// the cell shown, and keeps the selection); reload the others.
///
/// Reconfiguring a cell into another class is an error in UIKit, so an item whose class
/// changes, or is not known before the provider dequeues, is reloaded. So is an item with
/// neither a cell nor a selection, whose class is not asked: a reload gives it its new content
/// as a reconfigure would, and asking the providers for the classes of every updated item, on
/// the main actor inside the batch, would cost tens of thousands of calls in a large one.
/// Before iOS 15 UIKit cannot reconfigure, and every updated item is reloaded.
struct UpdatedItems {
    private(set) var reconfigured: [IndexPath] = []
    private(set) var reloaded: [IndexPath] = []

    /// Whether this system's UIKit can reconfigure items and rows: iOS and tvOS 15 or later.
    static var systemReconfigures: Bool {
        if #available(iOS 15.0, tvOS 15.0, *) { true } else { false }
    }

    /// Splits `update`'s updated items, given those of them whose cells are shown or which are
    /// selected (`candidates`, from ``PreparedListUpdate/updatedItems(among:)``), the cell
    /// classes chosen for those before the batch (`nil` where the provider dequeues the cell
    /// itself, so the class is unknown), the counts before it and the content after it.
    @MainActor
    init(
        _ update: PreparedListUpdate, candidates: [(position: Int, path: ItemPath)], classesBefore: [ObjectIdentifier?],
        countsBefore: [Int], contentAfter content: any ListContent
    ) {
        let updated = update.indexPaths.updatedItems
        guard !candidates.isEmpty else {
            reloaded = updated
            return
        }
        // Updated items keep their place among the items that stay, but deletes and inserts
        // around them can shift it: the class after is the one chosen at the path after.
        let mapping = update.mapping(countsBefore: countsBefore, countsAfter: content.counts)
        var reconfiguredPositions: [Int] = []
        for (candidate, classBefore) in zip(candidates, classesBefore) {
            if let classBefore, case .updated(let after) = mapping?.destination(ofItemAt: candidate.path),
                content.cellClass(at: IndexPath(after)) == classBefore
            {
                reconfiguredPositions.append(candidate.position)
                reconfigured.append(updated[candidate.position])
            }
        }
        guard !reconfiguredPositions.isEmpty else {
            reloaded = updated
            return
        }
        // The others, a slice at a time between the reconfigured ones (ascending positions).
        reloaded.reserveCapacity(updated.count - reconfiguredPositions.count)
        var start = 0
        for position in reconfiguredPositions {
            reloaded += updated[start..<position]
            start = position + 1
        }
        reloaded += updated[start...]
    }
}
#endif
