import Foundation
import ReelDataSourceUIKit

/// One screen of rows, ready for the terminal: a window drawn into a canvas of the screen's
/// size, with the focused view's cells in inverse video.
package struct TerminalFrame: Hashable, Sendable {
    /// The screen's size in cells: the frame's width and number of rows.
    package let size: CGSize

    /// Each row's text with the inverse-video control sequences of the highlight, trailing
    /// spaces outside the highlight trimmed.
    package let rows: [String]

    /// The rows of `canvas`, with the cells of `highlight` (canvas coordinates, rounded to the
    /// nearest cell edges) in inverse video. A wide character with one of its two cells in the
    /// highlight is highlighted whole: a control sequence between its halves would split the
    /// glyph.
    package init(canvas: TextCanvas, highlight: CGRect? = nil) {
        size = canvas.size
        let highlight = TextCanvas.cells(of: highlight ?? .zero)
        rows = canvas.rows.indices.map { row in
            Self.row(row, of: canvas, highlighted: highlight.rows.contains(row) ? highlight.columns : 0..<0)
        }
    }

    /// The window as the terminal shows it: drawn into a canvas of `screenSize` (the window's
    /// own size by default), which cuts what does not fit, with the window's focused view
    /// highlighted.
    @MainActor
    package init(window: UIWindow, screenSize: CGSize? = nil) {
        var canvas = TextCanvas(size: screenSize ?? window.bounds.size)
        window.drawHierarchy(into: &canvas)
        self.init(canvas: canvas, highlight: window.focusedView?.visibleFrameInWindow)
    }

    private static func row(_ row: Int, of canvas: TextCanvas, highlighted: Range<Int>) -> String {
        var cells: [(character: Character, isHighlighted: Bool)] = []
        for column in 0..<Int(canvas.size.width) {
            guard let character = canvas[column: column, row: row] else { continue }
            let span = column..<column + StandInTextMetrics.width(of: character)
            cells.append((character, span.overlaps(highlighted)))
        }
        while let last = cells.last, last.character == " ", !last.isHighlighted { cells.removeLast() }
        var text = ""
        var isInverse = false
        for cell in cells {
            if cell.isHighlighted != isInverse {
                text += cell.isHighlighted ? ControlSequence.inverse : ControlSequence.notInverse
                isInverse = cell.isHighlighted
            }
            text.append(cell.character)
        }
        if isInverse { text += ControlSequence.notInverse }
        return text
    }
}
