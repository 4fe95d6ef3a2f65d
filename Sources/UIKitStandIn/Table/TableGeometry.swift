import Foundation

/// Where a table view's sections, headers, rows and footers lie: each section its header,
/// its rows of one height, and its footer, one below the other.
struct TableGeometry {
    static let headerKind = "UITableViewSectionHeader"
    static let footerKind = "UITableViewSectionFooter"

    private struct Section {
        var top: CGFloat
        var header: CGFloat
        var rowCount: Int
        var footer: CGFloat
    }

    private var sections: [Section] = []
    private let rowHeight: CGFloat
    private let width: CGFloat

    /// Lays out `counts` rows per section, `width` wide.
    init(counts: [Int], width: CGFloat, rowHeight: CGFloat, headerHeight: (Int) -> CGFloat, footerHeight: (Int) -> CGFloat) {
        self.rowHeight = rowHeight
        self.width = width
        var y: CGFloat = 0
        sections = counts.enumerated().map { index, count in
            let section = Section(top: y, header: headerHeight(index), rowCount: count, footer: footerHeight(index))
            y += section.header + CGFloat(count) * rowHeight + section.footer
            return section
        }
    }

    var contentHeight: CGFloat {
        guard let last = sections.last else { return 0 }
        return last.top + last.header + CGFloat(last.rowCount) * rowHeight + last.footer
    }

    func rect(forSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top, width: width, height: s.header + CGFloat(s.rowCount) * rowHeight + s.footer)
    }

    func rectForHeader(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].top, width: width, height: sections[section].header)
    }

    func rectForFooter(inSection section: Int) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let s = sections[section]
        return CGRect(x: 0, y: s.top + s.header + CGFloat(s.rowCount) * rowHeight, width: width, height: s.footer)
    }

    func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.row >= 0,
            indexPath.row < sections[indexPath.section].rowCount
        else { return .zero }
        let s = sections[indexPath.section]
        return CGRect(x: 0, y: s.top + s.header + CGFloat(indexPath.row) * rowHeight, width: width, height: rowHeight)
    }

    /// The headers, rows and footers that overlap `rect`, top to bottom.
    func elements(in rect: CGRect) -> [(element: ListElement, frame: CGRect)] {
        var elements: [(element: ListElement, frame: CGRect)] = []
        for (index, section) in sections.enumerated() {
            let sectionRect = self.rect(forSection: index)
            guard sectionRect.maxY > rect.minY, sectionRect.minY < rect.maxY else { continue }
            let header = rectForHeader(inSection: index)
            if header.height > 0, header.overlaps(rect) {
                elements.append((.supplementary(Self.headerKind, IndexPath(row: 0, section: index)), header))
            }
            if rowHeight > 0, section.rowCount > 0 {
                let rowsTop = section.top + section.header
                let first = max(0, Int(((rect.minY - rowsTop) / rowHeight).rounded(.down)))
                let end = min(section.rowCount, max(first, Int(((rect.maxY - rowsTop) / rowHeight).rounded(.up))))
                for row in first..<end {
                    let path = IndexPath(row: row, section: index)
                    let frame = rectForRow(at: path)
                    if frame.overlaps(rect) { elements.append((.cell(path), frame)) }
                }
            }
            let footer = rectForFooter(inSection: index)
            if footer.height > 0, footer.overlaps(rect) {
                elements.append((.supplementary(Self.footerKind, IndexPath(row: 0, section: index)), footer))
            }
        }
        return elements
    }
}
