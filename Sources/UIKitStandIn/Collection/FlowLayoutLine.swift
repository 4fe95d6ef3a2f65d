import Foundation

/// One line of a flow layout section's items: as tall as its tallest item, whose centre line the
/// others share.
struct FlowLayoutLine {
    var top: CGFloat
    var bottom: CGFloat
    /// The indexes of its items.
    var items: Range<Int>

    /// The top of an item `height` tall on the line, centred on it.
    func itemTop(height: CGFloat) -> CGFloat {
        (top + bottom - height) / 2
    }
}
