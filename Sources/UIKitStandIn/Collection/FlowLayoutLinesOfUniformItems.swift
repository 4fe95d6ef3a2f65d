import Foundation

/// A flow layout section's lines worked out by arithmetic, for items all of one size (the
/// layout's `itemSize`): every line holds as many items as fit, at the same places, and is as
/// tall as an item, so a line's top is the first line's plus a multiple of the distance between
/// lines, and an item's frame follows from its index. Nothing is kept per item.
///
/// The places of a line's items are found as ``FlowLayoutLinesOfSizedItems`` finds them, one
/// after the other, so that the frames are the same to the last bit; that costs the number of
/// items a line holds, once per section.
struct FlowLayoutLinesOfUniformItems: FlowLayoutLines {
    let itemCount: Int
    private let itemSize: CGSize
    /// The top of the first line.
    private let top: CGFloat
    /// Where each item of a line starts, by its place in the line.
    private let places: [CGFloat]
    /// From the top of a line to the top of the next.
    private let pitch: CGFloat

    /// Lays out `count` items of `size`, the first line's top at `top`, in `space`, with
    /// `lineSpacing` between the lines.
    init(count: Int, size: CGSize, top: CGFloat, space: FlowLayoutLineSpace, lineSpacing: CGFloat) {
        itemCount = count
        itemSize = size
        self.top = top
        var places: [CGFloat] = count > 0 ? [space.left] : []
        while places.count < count,
            let x = space.x(after: CGRect(origin: CGPoint(x: places[places.count - 1], y: top), size: size), width: size.width)
        {
            places.append(x)
        }
        self.places = places
        // A line is as tall as its tallest item, and no less than nothing.
        pitch = max(0, size.height) + lineSpacing
    }

    var lineCount: Int {
        places.isEmpty ? 0 : (itemCount + places.count - 1) / places.count
    }

    func line(_ index: Int) -> FlowLayoutLine {
        let lineTop = top + CGFloat(index) * pitch
        let first = index * places.count
        return FlowLayoutLine(
            top: lineTop, bottom: max(lineTop, lineTop + itemSize.height), items: first..<min(itemCount, first + places.count))
    }

    func frame(ofItem item: Int) -> CGRect {
        let line = line(item / places.count)
        var frame = CGRect(origin: CGPoint(x: places[item % places.count], y: line.top), size: itemSize)
        frame.origin.y = line.itemTop(height: frame.height)
        return frame
    }
}
