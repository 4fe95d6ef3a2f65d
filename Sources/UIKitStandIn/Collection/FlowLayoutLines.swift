import Foundation

/// A flow layout section's items in lines: how the section answers where its items lie, whether
/// it knows each item's size (``FlowLayoutLinesOfSizedItems``) or has items all of one size
/// (``FlowLayoutLinesOfUniformItems``).
protocol FlowLayoutLines {
    /// The number of items.
    var itemCount: Int { get }
    /// The number of lines.
    var lineCount: Int { get }
    /// The line at `index`, counted from the top.
    func line(_ index: Int) -> FlowLayoutLine
    /// The frame of the item at `item`, one of the section's.
    func frame(ofItem item: Int) -> CGRect
}

extension FlowLayoutLines {
    /// The bottom of the last line, or `nil` when there are no items.
    var bottom: CGFloat? {
        lineCount == 0 ? nil : line(lineCount - 1).bottom
    }

    /// The indexes of the items whose lines reach into the band from `minY` to `maxY`.
    func items(between minY: CGFloat, and maxY: CGFloat) -> [Int] {
        var index = prefixCount(lineCount) { line($0).bottom <= minY }
        var items: [Int] = []
        while index < lineCount {
            let line = line(index)
            guard line.top < maxY else { break }
            items.append(contentsOf: line.items)
            index += 1
        }
        return items
    }
}
