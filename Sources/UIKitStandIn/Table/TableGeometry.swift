import Foundation

/// Where a table view's sections, headers, rows and footers lie: each section its header, its
/// rows one below the other, and its footer.
///
/// With an estimated row height, the rows are measured as layout passes reach them
/// (``elements(in:measuring:)``) and every other row counts as the estimate, so working out the
/// geometry costs about the sections and the measured rows, not the rows. Without one, every
/// row is measured when the geometry is made.
struct TableGeometry {
    static let headerKind = "UITableViewSectionHeader"
    static let footerKind = "UITableViewSectionFooter"

    private struct Section {
        var top: CGFloat
        var header: CGFloat
        var rows: SectionRowHeights
        var footer: CGFloat

        var rowsTop: CGFloat { top + header }
        var footerTop: CGFloat { rowsTop + rows.total }
        var bottom: CGFloat { footerTop + footer }
    }

    private var sections: [Section]
    private let width: CGFloat

    /// Lays out `counts` rows per section, `width` wide, asking each header and footer its
    /// height once. With an `estimate` of zero, each row is asked its height too; otherwise
    /// rows count as `estimate` tall but for those of `measured` (by section, in ascending order
    /// of row).
    init(
        counts: [Int], width: CGFloat, estimate: CGFloat, measured: [Int: [SectionRowHeights.Measurement]],
        rowHeight: (IndexPath) -> CGFloat, headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat
    ) {
        self.width = width
        var y: CGFloat = 0
        sections = counts.enumerated().map { index, count in
            let header = headerHeight(index)
            let rows =
                estimate == 0
                ? SectionRowHeights(count: count) { rowHeight(IndexPath(row: $0, section: index)) }
                : SectionRowHeights(count: count, estimate: estimate, measurements: measured[index] ?? [])
            let section = Section(top: y, header: header, rows: rows, footer: footerHeight(index))
            y = section.bottom
            return section
        }
    }

    /// The measured rows, by section, in ascending order of row.
    var measurements: [Int: [SectionRowHeights.Measurement]] {
        var measured: [Int: [SectionRowHeights.Measurement]] = [:]
        for (index, section) in sections.enumerated() where !section.rows.measurements.isEmpty {
            measured[index] = section.rows.measurements
        }
        return measured
    }

    var contentHeight: CGFloat { sections.last?.bottom ?? 0 }

    func rect(forSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: width, height: s.bottom - s.top)
    }

    func rectForHeader(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].header)
    }

    func rectForFooter(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].footerTop, width: width, height: sections[section].footer)
    }

    func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < sections[indexPath.section].rows.count
        else { return .zero }
        let s = sections[indexPath.section]
        let top = s.rowsTop + s.rows.top(ofRow: indexPath.row)
        return CGRect(x: 0, y: top, width: width, height: s.rowsTop + s.rows.bottom(ofRow: indexPath.row) - top)
    }

    /// The headers, rows and footers that overlap `rect`, top to bottom, having measured with
    /// `rowHeight` the rows from the first one there not measured since the last batch update
    /// down to the bottom of `rect`.
    mutating func elements(
        in rect: CGRect, measuring rowHeight: (IndexPath) -> CGFloat
    ) -> [(element: ListElement, frame: CGRect)] {
        while true {
            let (elements, unmeasured) = elementsAsEstimated(in: rect)
            guard let unmeasured else { return elements }
            // Each pass measures at least the row found, so the passes end; usually the first
            // measures every row in `rect` of its section, and the next finds none.
            measureRows(from: unmeasured, to: rect.maxY, rowHeight: rowHeight)
        }
    }

    /// The headers, rows and footers that overlap `rect` as the geometry stands, and the first
    /// row reached there that is not measured, or was measured before the last batch update.
    private func elementsAsEstimated(in rect: CGRect) -> (elements: [(element: ListElement, frame: CGRect)], unmeasured: IndexPath?) {
        var elements: [(element: ListElement, frame: CGRect)] = []
        var unmeasured: IndexPath?
        var index = prefixCount(sections.count) { sections[$0].bottom <= rect.minY }
        while index < sections.count, sections[index].top < rect.maxY {
            let section = sections[index]
            let header = rectForHeader(inSection: index)
            if header.height > 0, header.overlaps(rect) {
                elements.append((.supplementary(Self.headerKind, IndexPath(row: 0, section: index)), header))
            }
            // The first row that ends below the top of `rect`, then on while rows start above its bottom.
            var row = prefixCount(section.rows.count) { section.rowsTop + section.rows.bottom(ofRow: $0) <= rect.minY }
            while row < section.rows.count, section.rowsTop + section.rows.top(ofRow: row) < rect.maxY {
                let path = IndexPath(row: row, section: index)
                if unmeasured == nil, section.rows.currentMeasurement(ofRow: row) == nil { unmeasured = path }
                let frame = rectForRow(at: path)
                if frame.overlaps(rect) { elements.append((.cell(path), frame)) }
                row += 1
            }
            let footer = rectForFooter(inSection: index)
            if footer.height > 0, footer.overlaps(rect) {
                elements.append((.supplementary(Self.footerKind, IndexPath(row: 0, section: index)), footer))
            }
            index += 1
        }
        return (elements, unmeasured)
    }

    /// Measures the rows of `start`'s section from `start` on, while they start above `maxY`
    /// once the rows before them are measured, and moves the sections below to fit.
    private mutating func measureRows(from start: IndexPath, to maxY: CGFloat, rowHeight: (IndexPath) -> CGFloat) {
        let index = start.section
        let rows = sections[index].rows
        var y = sections[index].rowsTop + rows.top(ofRow: start.row)
        var measured: [SectionRowHeights.Measurement] = []
        var row = start.row
        while row < rows.count, y < maxY {
            let height: CGFloat
            if let current = rows.currentMeasurement(ofRow: row) {
                height = current.height
            } else {
                height = rowHeight(IndexPath(row: row, section: index))
                measured.append(.init(row: row, height: height))
            }
            y += height
            row += 1
        }
        sections[index].rows.record(measured)
        for below in sections.indices.dropFirst(index + 1) {
            sections[below].top = sections[below - 1].bottom
        }
    }
}
