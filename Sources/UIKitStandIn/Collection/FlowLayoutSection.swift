import Foundation

/// Where a vertical flow layout puts one section: its header, its items in lines of as many as
/// fit the width, and its footer, one below the other.
///
/// Each line is as tall as its tallest item, whose centre line the others share; items are
/// placed from the left at the minimum spacing (UIKit spreads a line's leftover width between
/// its items, which the stand-in does not).
struct FlowLayoutSection {
    /// What the section is made of, from the layout's properties or its delegate.
    struct Metrics {
        var itemSizes: [CGSize]
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
    }

    /// One line of items.
    private struct Line {
        var top: CGFloat
        var bottom: CGFloat
        var items: Range<Int>
    }

    let top: CGFloat
    let headerHeight: CGFloat
    let footerTop: CGFloat
    let footerHeight: CGFloat
    /// The frame of every item, by index.
    let itemFrames: [CGRect]
    private let lines: [Line]

    var bottom: CGFloat { footerTop + footerHeight }

    /// Lays out a section whose header starts at `top`, in a collection view `width` wide.
    init(top: CGFloat, width: CGFloat, metrics: Metrics) {
        self.top = top
        headerHeight = metrics.headerHeight
        footerHeight = metrics.footerHeight
        let inset = metrics.inset
        let itemsTop = top + metrics.headerHeight + inset.top
        var frames: [CGRect] = []
        var lines: [Line] = []
        var line = Line(top: itemsTop, bottom: itemsTop, items: 0..<0)
        func close(_ line: Line) {
            // The items of the line share its centre line.
            for item in line.items {
                frames[item].origin.y = (line.top + line.bottom - frames[item].height) / 2
            }
            lines.append(line)
        }
        for (item, size) in metrics.itemSizes.enumerated() {
            var x = line.items.isEmpty ? inset.left : frames[item - 1].maxX + metrics.interitemSpacing
            if !line.items.isEmpty, x + size.width > width - inset.right {
                close(line)
                let lineTop = line.bottom + metrics.lineSpacing
                line = Line(top: lineTop, bottom: lineTop, items: item..<item)
                x = inset.left
            }
            frames.append(CGRect(origin: CGPoint(x: x, y: line.top), size: size))
            line.items = line.items.lowerBound..<(item + 1)
            line.bottom = max(line.bottom, line.top + size.height)
        }
        if !line.items.isEmpty { close(line) }
        itemFrames = frames
        self.lines = lines
        footerTop = (lines.last?.bottom ?? itemsTop) + inset.bottom
    }

    /// The indexes of the items whose lines reach into the band from `minY` to `maxY`.
    func items(between minY: CGFloat, and maxY: CGFloat) -> [Int] {
        var line = prefixCount(lines.count) { lines[$0].bottom <= minY }
        var items: [Int] = []
        while line < lines.count, lines[line].top < maxY {
            items.append(contentsOf: lines[line].items)
            line += 1
        }
        return items
    }
}
