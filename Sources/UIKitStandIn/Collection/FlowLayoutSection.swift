import Foundation

/// Where a vertical flow layout puts one section: its header, its items in lines of as many as
/// fit the width, and its footer, one below the other.
///
/// Each line is as tall as its tallest item, whose centre line the others share; items are
/// placed from the left at the minimum spacing (UIKit spreads a line's leftover width between
/// its items, which the stand-in does not). Items with sizes of their own are laid out one by
/// one; items all of one size by arithmetic, at a cost that does not grow with their number.
struct FlowLayoutSection {
    /// What the section knows of its items' sizes.
    enum ItemSizes {
        /// Each item's size, by index (a flow layout delegate's).
        case each([CGSize])
        /// `count` items, all of `size` (the layout's `itemSize`).
        case uniform(CGSize, count: Int)
    }

    /// What the section is made of, from the layout's properties or its delegate.
    struct Metrics {
        var itemSizes: ItemSizes
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerHeight: CGFloat
        var footerHeight: CGFloat
    }

    let top: CGFloat
    let headerHeight: CGFloat
    let footerTop: CGFloat
    let footerHeight: CGFloat
    private let lines: any FlowLayoutLines

    var bottom: CGFloat { footerTop + footerHeight }

    /// Lays out a section whose header starts at `top`, in a collection view `width` wide.
    init(top: CGFloat, width: CGFloat, metrics: Metrics) {
        self.top = top
        headerHeight = metrics.headerHeight
        footerHeight = metrics.footerHeight
        let inset = metrics.inset
        let itemsTop = top + metrics.headerHeight + inset.top
        let space = FlowLayoutLineSpace(width: width, inset: inset, spacing: metrics.interitemSpacing)
        switch metrics.itemSizes {
        case .each(let sizes):
            lines = FlowLayoutLinesOfSizedItems(sizes: sizes, top: itemsTop, space: space, lineSpacing: metrics.lineSpacing)
        case .uniform(let size, let count):
            lines = FlowLayoutLinesOfUniformItems(count: count, size: size, top: itemsTop, space: space, lineSpacing: metrics.lineSpacing)
        }
        footerTop = (lines.bottom ?? itemsTop) + inset.bottom
    }

    /// The number of items.
    var itemCount: Int { lines.itemCount }

    /// The frame of the item at `item`, one of the section's.
    func frame(ofItem item: Int) -> CGRect {
        lines.frame(ofItem: item)
    }

    /// The indexes of the items whose lines reach into the band from `minY` to `maxY`.
    func items(between minY: CGFloat, and maxY: CGFloat) -> [Int] {
        lines.items(between: minY, and: maxY)
    }
}
