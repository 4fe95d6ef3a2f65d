import Foundation

/// Where a table view's sections, headers, rows and footers lie: each section its header, its
/// rows one below the other, each of its own height, and its footer.
struct TableGeometry {
    static let headerKind = "UITableViewSectionHeader"
    static let footerKind = "UITableViewSectionFooter"

    private struct Section {
        var top: CGFloat
        var header: CGFloat
        /// The bottom of each row, measured from the top of the section's first row.
        var rowBottoms: [CGFloat]
        var footer: CGFloat

        var rowsTop: CGFloat { top + header }
        var footerTop: CGFloat { rowsTop + (rowBottoms.last ?? 0) }
        var bottom: CGFloat { footerTop + footer }

        func rowTop(_ row: Int) -> CGFloat {
            rowsTop + (row == 0 ? 0 : rowBottoms[row - 1])
        }
    }

    private let sections: [Section]
    private let width: CGFloat

    /// Lays out `counts` rows per section, `width` wide, asking each header, row and footer
    /// its height once.
    init(
        counts: [Int], width: CGFloat, rowHeight: (IndexPath) -> CGFloat, headerHeight: (Int) -> CGFloat,
        footerHeight: (Int) -> CGFloat
    ) {
        self.width = width
        var y: CGFloat = 0
        sections = counts.enumerated().map { index, count in
            let header = headerHeight(index)
            var bottom: CGFloat = 0
            let rowBottoms = (0..<count).map { row in
                bottom += rowHeight(IndexPath(row: row, section: index))
                return bottom
            }
            let section = Section(top: y, header: header, rowBottoms: rowBottoms, footer: footerHeight(index))
            y = section.bottom
            return section
        }
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
            indexPath.row < sections[indexPath.section].rowBottoms.count
        else { return .zero }
        let s = sections[indexPath.section]
        let top = s.rowTop(indexPath.row)
        return CGRect(x: 0, y: top, width: width, height: s.rowsTop + s.rowBottoms[indexPath.row] - top)
    }

    /// The headers, rows and footers that overlap `rect`, top to bottom.
    func elements(in rect: CGRect) -> [(element: ListElement, frame: CGRect)] {
        var elements: [(element: ListElement, frame: CGRect)] = []
        for (index, section) in sections.enumerated() where section.bottom > rect.minY && section.top < rect.maxY {
            let header = rectForHeader(inSection: index)
            if header.height > 0, header.overlaps(rect) {
                elements.append((.supplementary(Self.headerKind, IndexPath(row: 0, section: index)), header))
            }
            // The first row that ends below the top of `rect`, then on while rows start above its bottom.
            var row = prefixCount(section.rowBottoms.count) { section.rowsTop + section.rowBottoms[$0] <= rect.minY }
            while row < section.rowBottoms.count, section.rowTop(row) < rect.maxY {
                let path = IndexPath(row: row, section: index)
                let frame = rectForRow(at: path)
                if frame.overlaps(rect) { elements.append((.cell(path), frame)) }
                row += 1
            }
            let footer = rectForFooter(inSection: index)
            if footer.height > 0, footer.overlaps(rect) {
                elements.append((.supplementary(Self.footerKind, IndexPath(row: 0, section: index)), footer))
            }
        }
        return elements
    }
}
