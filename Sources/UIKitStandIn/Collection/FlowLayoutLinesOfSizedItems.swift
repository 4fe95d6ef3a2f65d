import Foundation

/// A flow layout section's lines worked out item by item, for items with sizes of their own (a
/// ``UICollectionViewDelegateFlowLayout``'s): each item after the one before while it fits,
/// each line below the one before. Every frame and every line is kept.
struct FlowLayoutLinesOfSizedItems: FlowLayoutLines {
    private let frames: [CGRect]
    private let lines: [FlowLayoutLine]

    /// Lays out items of `sizes`, the first line's top at `top`, in `space`, with `lineSpacing`
    /// between the lines.
    init(sizes: [CGSize], top: CGFloat, space: FlowLayoutLineSpace, lineSpacing: CGFloat) {
        var frames: [CGRect] = []
        var lines: [FlowLayoutLine] = []
        var line = FlowLayoutLine(top: top, bottom: top, items: 0..<0)
        func close(_ line: FlowLayoutLine) {
            for item in line.items {
                frames[item].origin.y = line.itemTop(height: frames[item].height)
            }
            lines.append(line)
        }
        for (item, size) in sizes.enumerated() {
            var x = space.left
            if !line.items.isEmpty {
                if let next = space.x(after: frames[item - 1], width: size.width) {
                    x = next
                } else {
                    close(line)
                    let lineTop = line.bottom + lineSpacing
                    line = FlowLayoutLine(top: lineTop, bottom: lineTop, items: item..<item)
                }
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: line.top), size: size))
            line.items = line.items.lowerBound..<(item + 1)
            line.bottom = max(line.bottom, line.top + size.height)
        }
        if !line.items.isEmpty { close(line) }
        self.frames = frames
        self.lines = lines
    }

    var itemCount: Int { frames.count }

    var lineCount: Int { lines.count }

    func line(_ index: Int) -> FlowLayoutLine { lines[index] }

    func frame(ofItem item: Int) -> CGRect { frames[item] }
}
