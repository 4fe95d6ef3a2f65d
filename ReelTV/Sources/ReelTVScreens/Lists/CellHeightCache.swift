import Foundation
import ReelDiff

/// The heights of cells already measured, by the identity of the item they showed, with the
/// item and the last two widths it was measured at (a rotation's two).
///
/// A flow layout asks for every item's size each time it lays out again (each update, each
/// rotation), and measuring an item configures a sizing cell and lays out its text: a screen
/// whose first states arrive in stages would measure its whole list once per stage. An item
/// equal to the one measured at the same width draws alike, so it keeps its height.
///
/// Keyed by identity rather than by the whole item: items can hold deep values (a
/// recommendation holds its series, seasons and episodes), which hashing would walk in full on
/// every question, while comparing the items of successive states is quick, since they share
/// their storage.
@MainActor
package final class CellHeightCache<Item: IdentifiableType & Equatable> {
    /// An item and its heights at the widths it was measured at, the latest last.
    private struct Measured {
        var item: Item
        var heights: [(width: CGFloat, height: CGFloat)]
    }

    /// Widths an item's heights are kept for: a rotation goes back and forth between two.
    private static var widthsKept: Int { 2 }

    private var measured: [Item.Identity: Measured] = [:]
    private let capacity: Int

    /// Makes an empty cache that starts over once it holds `capacity` items, so identities that
    /// came and went never add up.
    package init(capacity: Int = 4_096) {
        precondition(capacity > 0, "a cell height cache holds at least one item")
        self.capacity = capacity
    }

    /// `item`'s height at `width`: the one measured for an equal item at that width, or else
    /// `measure()`'s, kept.
    package func height(of item: Item, width: CGFloat, measure: () -> CGFloat) -> CGFloat {
        let identity = item.identity
        // What was measured for another item of this identity no longer holds.
        let kept = measured[identity].flatMap { $0.item == item ? $0 : nil }
        if let known = kept?.heights.first(where: { $0.width == width }) { return known.height }
        let height = measure()
        var updated = kept ?? Measured(item: item, heights: [])
        updated.heights.append((width, height))
        if updated.heights.count > Self.widthsKept { updated.heights.removeFirst() }
        if kept == nil, measured.count >= capacity { measured.removeAll(keepingCapacity: true) }
        measured[identity] = updated
        return height
    }
}
