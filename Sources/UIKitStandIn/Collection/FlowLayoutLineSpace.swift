import Foundation

/// The width a flow layout section's lines fill: each line's items go from the left inset, each
/// at the minimum spacing after the one before, while they end at the right inset or before it
/// (items that exactly fill the width share a line, as in UIKit). A line's first item goes at
/// the left inset however wide it is.
struct FlowLayoutLineSpace {
    /// Where a line's first item starts.
    let left: CGFloat
    /// Where items must end.
    let right: CGFloat
    /// The least space between the items of a line.
    let spacing: CGFloat

    /// The space of a collection view `width` wide, for a section with `inset` and `spacing`.
    init(width: CGFloat, inset: UIEdgeInsets, spacing: CGFloat) {
        left = inset.left
        right = width - inset.right
        self.spacing = spacing
    }

    /// Where an item `width` wide starts after the item at `previous` on its line, or `nil`
    /// when it does not fit there and starts the next line.
    func x(after previous: CGRect, width: CGFloat) -> CGFloat? {
        let x = previous.maxX + spacing
        return x + width > right ? nil : x
    }
}
