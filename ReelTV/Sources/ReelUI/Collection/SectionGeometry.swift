/// Where one section's header, rows and footer lie, from the heights measured so far.
///
/// Items, headers and footers never measured count as the layout's estimated height; a row is as tall as its
/// tallest item. Only the measured items are stored (a long list measures those near where it
/// was shown), so a row's top is the estimate's arithmetic plus what the measured rows above it
/// add: placing a section, finding a row and carrying the heights across a batch update cost
/// about the measured items, never the section's length.
struct SectionGeometry {
    /// Items per row.
    var columns: Int {
        didSet { if columns != oldValue { rowsAreStale = true } }
    }
    /// The number of items.
    let itemCount: Int
    /// The measured height of each measured item.
    private(set) var measuredHeights: [Int: Int] = [:]
    /// The header's measured height; `nil` until measured (or when headers are not shown).
    var headerHeight: Int?
    /// The footer's measured height; `nil` until measured (or when footers are not shown).
    var footerHeight: Int?

    private(set) var top = 0
    private(set) var headerExtent = 0
    private(set) var footerExtent = 0
    private(set) var bottom = 0
    private var rowSpacing = 0
    private var estimatedHeight = 0
    /// The rows holding a measured item, ascending; each one's height; and what the measured
    /// rows before each add to the estimate (so `extraBefore[j]` is for `measuredRows[j]`).
    private var measuredRows: [Int] = []
    private var measuredRowHeights: [Int] = []
    private var extraBefore: [Int] = []
    /// Whether a height or the columns changed since the measured rows were worked out.
    private var rowsAreStale = false
    /// The estimated height the measured rows were worked out with.
    private var rowsEstimate: Int?

    init(columns: Int, itemCount: Int) {
        self.columns = columns
        self.itemCount = itemCount
    }

    var rowCount: Int { (itemCount + columns - 1) / columns }

    /// How many items have a measured height.
    var measuredCount: Int { measuredHeights.count }

    /// The measured height of `item`, or `nil`.
    func height(ofItem item: Int) -> Int? {
        measuredHeights[item]
    }

    /// Records the measured `height` of `item`.
    mutating func setHeight(_ height: Int, ofItem item: Int) {
        if measuredHeights.updateValue(height, forKey: item) != height { rowsAreStale = true }
    }

    /// Forgets every measured height, for a new width: heights of wrapping content depend on it.
    mutating func forgetMeasurements() {
        measuredHeights = [:]
        headerHeight = nil
        footerHeight = nil
        rowsAreStale = true
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
        estimatedHeight = layout.estimatedHeight
        headerExtent = layout.showsSectionHeaders ? headerHeight ?? layout.estimatedHeight : 0
        footerExtent = layout.showsSectionFooters ? footerHeight ?? layout.estimatedHeight : 0
        if rowsAreStale || rowsEstimate != layout.estimatedHeight {
            workOutMeasuredRows()
        }
        let rowCount = rowCount
        bottom = top + headerExtent + rowCount * estimatedHeight + max(0, rowCount - 1) * rowSpacing
            + extra(beforeMeasuredRow: measuredRows.count) + footerExtent
    }

    /// The measured rows' heights, and what each adds to the estimate, from the measured items.
    private mutating func workOutMeasuredRows() {
        var heights: [Int: Int] = [:]
        for (item, height) in measuredHeights {
            heights[item / columns] = max(heights[item / columns] ?? 0, height)
        }
        measuredRows = heights.keys.sorted()
        measuredRowHeights = measuredRows.map { row in
            // A row with an item not measured is at least as tall as the estimate.
            let items = row * columns..<min((row + 1) * columns, itemCount)
            let complete = items.allSatisfy { measuredHeights[$0] != nil }
            return complete ? heights[row]! : max(heights[row]!, estimatedHeight)
        }
        extraBefore = []
        extraBefore.reserveCapacity(measuredRows.count)
        var extra = 0
        for height in measuredRowHeights {
            extraBefore.append(extra)
            extra += height - estimatedHeight
        }
        extraBefore.append(extra)
        rowsEstimate = estimatedHeight
        rowsAreStale = false
    }

    /// What the measured rows before the `index`-th measured row add to the estimate.
    private func extra(beforeMeasuredRow index: Int) -> Int {
        extraBefore.isEmpty ? 0 : extraBefore[index]
    }

    private func rowTop(_ row: Int) -> Int {
        top + headerExtent + row * (estimatedHeight + rowSpacing) + extra(beforeMeasuredRow: measuredRows.countBelow(row))
    }

    private func rowHeight(_ row: Int) -> Int {
        let index = measuredRows.countBelow(row)
        return index < measuredRows.count && measuredRows[index] == row ? measuredRowHeights[index] : estimatedHeight
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

    /// The rows of content of the view at `position`: the header above the first row, the
    /// footer below the last.
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
