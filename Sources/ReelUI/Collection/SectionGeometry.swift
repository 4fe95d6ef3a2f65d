/// Where one section's header, rows and footer lie, from the heights measured so far.
///
/// Items, headers and footers never measured count as the layout's estimated height; a row is as tall as its
/// tallest item. ``place(at:layout:)`` recomputes the rows from the heights on every layout
/// pass. A section none of whose items was measured yet (most sections of a long list) has
/// rows of one height, so it is placed in O(1) without arrays; others in O(items).
struct SectionGeometry {
    static let unmeasured = -1

    /// Items per row.
    var columns: Int
    /// The number of items.
    let itemCount: Int
    /// Each item's measured height, or ``unmeasured``; empty until the first measurement, so
    /// that the sections of a long list nobody scrolled to cost nothing.
    private var itemHeights: [Int] = []
    /// How many items have a measured height.
    private(set) var measuredCount = 0
    /// The header's measured height; `nil` until measured (or when headers are not shown).
    var headerHeight: Int?
    /// The footer's measured height; `nil` until measured (or when footers are not shown).
    var footerHeight: Int?

    private(set) var top = 0
    private(set) var headerExtent = 0
    private(set) var footerExtent = 0
    private(set) var bottom = 0
    private var rowSpacing = 0
    /// The height of every row while no item is measured; then the rows are not materialised.
    private var uniformRowHeight: Int?
    private var rowTops: [Int] = []
    private var rowHeights: [Int] = []

    init(columns: Int, itemCount: Int) {
        self.columns = columns
        self.itemCount = itemCount
    }

    var rowCount: Int { (itemCount + columns - 1) / columns }

    /// The measured height of `item`, or ``unmeasured``.
    func height(ofItem item: Int) -> Int {
        itemHeights.isEmpty ? Self.unmeasured : itemHeights[item]
    }

    /// Records the measured `height` of `item`.
    mutating func setHeight(_ height: Int, ofItem item: Int) {
        if itemHeights.isEmpty { itemHeights = Array(repeating: Self.unmeasured, count: itemCount) }
        if itemHeights[item] == Self.unmeasured { measuredCount += 1 }
        itemHeights[item] = height
    }

    /// Forgets every measured height, for a new width: heights of wrapping content depend on it.
    mutating func forgetMeasurements() {
        itemHeights = []
        measuredCount = 0
        headerHeight = nil
        footerHeight = nil
    }

    /// The measured height of the view at `position`, or `nil`.
    func height(of position: SectionViewPosition) -> Int? {
        switch position {
        case .header: headerHeight
        case .footer: footerHeight
        }
    }

    /// Records the measured `height` of the view at `position`.
    mutating func setHeight(_ height: Int, of position: SectionViewPosition) {
        switch position {
        case .header: headerHeight = height
        case .footer: footerHeight = height
        }
    }

    /// Lays the section out from `top` down.
    mutating func place(at top: Int, layout: CollectionLayout) {
        self.top = top
        rowSpacing = layout.rowSpacing
        headerExtent = layout.showsSectionHeaders ? headerHeight ?? layout.estimatedHeight : 0
        footerExtent = layout.showsSectionFooters ? footerHeight ?? layout.estimatedHeight : 0
        let firstRowTop = top + headerExtent
        let rowCount = rowCount
        guard measuredCount > 0 else {
            uniformRowHeight = layout.estimatedHeight
            rowTops = []
            rowHeights = []
            bottom = firstRowTop + rowCount * layout.estimatedHeight + max(0, rowCount - 1) * rowSpacing + footerExtent
            return
        }
        uniformRowHeight = nil
        var y = firstRowTop
        rowTops.removeAll(keepingCapacity: true)
        rowHeights.removeAll(keepingCapacity: true)
        rowTops.reserveCapacity(rowCount)
        rowHeights.reserveCapacity(rowCount)
        for row in 0..<rowCount {
            if row > 0 { y += rowSpacing }
            var height = 0
            for item in row * columns..<min((row + 1) * columns, itemCount) {
                let measured = itemHeights[item]
                height = max(height, measured == Self.unmeasured ? layout.estimatedHeight : measured)
            }
            rowTops.append(y)
            rowHeights.append(height)
            y += height
        }
        bottom = y + footerExtent
    }

    private func rowTop(_ row: Int) -> Int {
        guard let uniformRowHeight else { return rowTops[row] }
        return top + headerExtent + row * (uniformRowHeight + rowSpacing)
    }

    private func rowHeight(_ row: Int) -> Int {
        uniformRowHeight ?? rowHeights[row]
    }

    /// The rows that overlap the rows `range` of content.
    func rows(overlapping range: Range<Int>) -> Range<Int> {
        guard top < range.upperBound, bottom > range.lowerBound else { return 0..<0 }
        // The first row ending below the range's start, by binary search over the row tops.
        var low = 0
        var high = rowCount
        while low < high {
            let mid = (low + high) / 2
            if rowTop(mid) + rowHeight(mid) <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var end = low
        while end < rowCount && rowTop(end) < range.upperBound { end += 1 }
        return low..<end
    }

    /// The items in `rows`.
    func items(inRows rows: Range<Int>) -> Range<Int> {
        rows.lowerBound * columns..<min(rows.upperBound * columns, itemCount)
    }

    /// The rows of content of the view at `position`.
    func frameRows(of position: SectionViewPosition) -> Range<Int> {
        switch position {
        case .header: top..<top + headerExtent
        case .footer: bottom - footerExtent..<bottom
        }
    }

    /// The width of `item`'s column in a collection view `width` columns wide: columns share
    /// the leftover cells from the left, so widths differ by at most one.
    func columnWidth(ofItem item: Int, width: Int, columnSpacing: Int) -> Int {
        let usable = max(0, width - columnSpacing * (columns - 1))
        return usable / columns + (item % columns < usable % columns ? 1 : 0)
    }

    /// The frame of `item` in a collection view `width` columns wide.
    func frame(ofItem item: Int, width: Int, columnSpacing: Int) -> Rect {
        let row = item / columns
        let column = item % columns
        let usable = max(0, width - columnSpacing * (columns - 1))
        let x = column * (usable / columns + columnSpacing) + min(column, usable % columns)
        return Rect(
            x: x, y: rowTop(row), width: columnWidth(ofItem: item, width: width, columnSpacing: columnSpacing),
            height: rowHeight(row))
    }
}
