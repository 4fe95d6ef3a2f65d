/// A grid of terminal cells that views draw characters into, the way a terminal shows them.
///
/// A wide character takes two cells: its own and a continuation cell to its right. Writing over
/// either half of a wide character blanks the other half, and a wide character that the clip
/// rectangle cuts in two is drawn as a blank in its visible half, so a row never shows half a glyph.
public struct TextCanvas: Sendable, CustomStringConvertible {
    /// The number of columns and rows.
    public let size: Size

    /// Where writes land: cells outside it keep what they hold. Starts as the whole canvas;
    /// drawing a view hierarchy sets it to each view's visible part.
    public var clipRect: Rect

    /// Row by row; `nil` is the continuation cell of the wide character to its left.
    private var cells: [Character?]

    /// Creates a canvas of `size` filled with spaces.
    public init(size: Size) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        clipRect = Rect(origin: .zero, size: self.size)
        cells = Array(repeating: " ", count: self.size.width * self.size.height)
    }

    /// The character starting at the cell at `point`, or `nil` in the second half of a wide one.
    public subscript(point: Point) -> Character? {
        precondition(Rect(origin: .zero, size: size).contains(point), "\(point) is outside a \(size) canvas")
        return cells[index(column: point.x, row: point.y)]
    }

    /// Writes `text` on one row from `point` rightwards, inside the clip rectangle. Characters
    /// that take no cells (controls, newlines) are skipped.
    public mutating func write(_ text: some StringProtocol, at point: Point) {
        let clip = clipRect.intersection(Rect(origin: .zero, size: size))
        guard (clip.minY..<clip.maxY).contains(point.y) else { return }
        let visibleColumns = clip.minX..<clip.maxX
        var column = point.x
        for character in text {
            guard column < clip.maxX else { return }
            let width = character.cellWidth
            guard width > 0 else { continue }
            let columns = column..<column + width
            if visibleColumns.contains(columns.lowerBound), visibleColumns.contains(columns.upperBound - 1) {
                place(character, width: width, column: column, row: point.y)
            } else {
                for cut in columns where visibleColumns.contains(cut) {
                    place(" ", width: 1, column: cut, row: point.y)
                }
            }
            column += width
        }
    }

    /// Fills the cells of `rect` that lie inside the clip rectangle with `character`.
    public mutating func fill(_ rect: Rect, with character: Character) {
        let width = character.cellWidth
        guard width > 0, !rect.isEmpty else { return }
        let line = String(repeating: character, count: rect.width / width)
        for row in rect.minY..<rect.maxY {
            write(line, at: Point(x: rect.minX, y: row))
        }
    }

    /// Each row as text, wide characters once, trailing spaces trimmed.
    public var rows: [String] {
        (0..<size.height).map { row in
            let start = row * size.width
            var text = String(cells[start..<start + size.width].compactMap { $0 })
            while text.last == " " { text.removeLast() }
            return text
        }
    }

    /// The rows joined by newlines: what a snapshot test compares.
    public var description: String { rows.joined(separator: "\n") }

    private func index(column: Int, row: Int) -> Int {
        row * size.width + column
    }

    /// Puts `character` at `column`, after blanking the halves of wide characters it overwrites
    /// part of; a wide character takes `column + 1` as its continuation cell.
    private mutating func place(_ character: Character, width: Int, column: Int, row: Int) {
        for overwritten in column..<column + width {
            let index = index(column: overwritten, row: row)
            if cells[index] == nil { cells[index - 1] = " " }
            if overwritten + 1 < size.width, cells[index + 1] == nil { cells[index + 1] = " " }
        }
        cells[index(column: column, row: row)] = character
        if width == 2 { cells[index(column: column + 1, row: row)] = nil }
    }
}
