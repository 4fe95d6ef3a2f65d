import Foundation
import ReelDataSourceUIKit

/// A grid of terminal cells that views draw characters into, the way a terminal shows them:
/// one point of the UIKit stand-in is one cell, and characters take the cells
/// ``StandInTextMetrics`` measures them in.
///
/// A wide character takes two cells: its own and a continuation cell to its right. Writing over
/// either half of a wide character blanks the other half, and a wide character that the clip
/// rectangle cuts in two is drawn as a blank in its visible half, so a row never shows half a
/// glyph. Points and rectangles between cells (a grid's columns of 12⅔ points) are rounded to
/// the nearest cell edge, so views side by side tile a row without gaps or overlaps.
package struct TextCanvas: Sendable, CustomStringConvertible {
    /// The number of columns (width) and rows (height), whole.
    package let size: CGSize

    /// Where writes land: cells outside it keep what they hold. Starts as the whole canvas;
    /// drawing a view hierarchy sets it to each view's visible part.
    package var clipRect: CGRect

    /// The number of columns.
    private let columnCount: Int
    /// The number of rows.
    private let rowCount: Int
    /// Row by row; `nil` is the continuation cell of the wide character to its left.
    private var cells: [Character?]

    /// Creates a canvas of `size` (rounded down to whole cells) filled with spaces.
    package init(size: CGSize) {
        columnCount = Self.cellCount(size.width)
        rowCount = Self.cellCount(size.height)
        self.size = CGSize(width: columnCount, height: rowCount)
        clipRect = CGRect(origin: .zero, size: self.size)
        cells = Array(repeating: " ", count: columnCount * rowCount)
    }

    /// The character starting at the cell of `column` and `row`, or `nil` in the second half
    /// of a wide one.
    package subscript(column column: Int, row row: Int) -> Character? {
        precondition(
            (0..<columnCount).contains(column) && (0..<rowCount).contains(row),
            "cell \(column), \(row) is outside a \(columnCount)×\(rowCount) canvas")
        return cells[index(column: column, row: row)]
    }

    /// Writes `text` on one row from `point` rightwards, inside the clip rectangle. Characters
    /// that take no cells (controls, newlines) are skipped.
    package mutating func write(_ text: some StringProtocol, at point: CGPoint) {
        let clip = clippedCells
        let row = Self.cell(point.y)
        guard clip.rows.contains(row) else { return }
        var column = Self.cell(point.x)
        for character in text {
            guard column < clip.columns.upperBound else { return }
            let width = StandInTextMetrics.width(of: character)
            guard width > 0 else { continue }
            let columns = column..<column + width
            if clip.columns.contains(columns.lowerBound), clip.columns.contains(columns.upperBound - 1) {
                place(character, width: width, column: column, row: row)
            } else {
                for cut in columns where clip.columns.contains(cut) {
                    place(" ", width: 1, column: cut, row: row)
                }
            }
            column += width
        }
    }

    /// Fills the cells of `rect` that lie inside the clip rectangle with `character`.
    package mutating func fill(_ rect: CGRect, with character: Character) {
        let width = StandInTextMetrics.width(of: character)
        let cells = Self.cells(of: rect)
        guard width > 0, !cells.columns.isEmpty else { return }
        let line = String(repeating: character, count: cells.columns.count / width)
        for row in cells.rows {
            write(line, at: CGPoint(x: cells.columns.lowerBound, y: row))
        }
    }

    /// Each row as text, wide characters once, trailing spaces trimmed.
    package var rows: [String] {
        (0..<rowCount).map { row in
            let start = row * columnCount
            var text = String(cells[start..<start + columnCount].compactMap { $0 })
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows joined by newlines: what a snapshot test compares.
    package var description: String { rows.joined(separator: "\n") }

    /// The cells of `rect`: its edges rounded to the nearest cell edge.
    package static func cells(of rect: CGRect) -> (columns: Range<Int>, rows: Range<Int>) {
        guard !rect.isNull, !rect.isEmpty else { return (0..<0, 0..<0) }
        let columns = cell(rect.minX)..<max(cell(rect.minX), cell(rect.maxX))
        let rows = cell(rect.minY)..<max(cell(rect.minY), cell(rect.maxY))
        return (columns, rows)
    }

    /// The cell edge nearest to `value`, kept far inside `Int`'s range (a view scrolled a
    /// billion points away is still only off the canvas).
    package static func cell(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? Self.farthestCell : -Self.farthestCell }
        return Int(min(max(value.rounded(), -CGFloat(farthestCell)), CGFloat(farthestCell)))
    }

    private static let farthestCell = 1 << 40

    /// The whole cells in `length`, at least none.
    private static func cellCount(_ length: CGFloat) -> Int {
        guard length.isFinite, length > 0 else { return 0 }
        return Int(min(length, CGFloat(farthestCell)).rounded(.down))
    }

    /// The cells of the clip rectangle inside the canvas.
    private var clippedCells: (columns: Range<Int>, rows: Range<Int>) {
        let clip = Self.cells(of: clipRect)
        return (clip.columns.clamped(to: 0..<columnCount), clip.rows.clamped(to: 0..<rowCount))
    }

    private func index(column: Int, row: Int) -> Int {
        row * columnCount + column
    }

    /// Puts `character` at `column`, after blanking the halves of wide characters it overwrites
    /// part of; a wide character takes `column + 1` as its continuation cell.
    private mutating func place(_ character: Character, width: Int, column: Int, row: Int) {
        for overwritten in column..<column + width {
            let index = index(column: overwritten, row: row)
            if cells[index] == nil { cells[index - 1] = " " }
            if overwritten + 1 < columnCount, cells[index + 1] == nil { cells[index + 1] = " " }
        }
        cells[index(column: column, row: row)] = character
        if width == 2 { cells[index(column: column + 1, row: row)] = nil }
    }
}
