import Foundation

/// Puts ``TerminalFrame``s on the terminal's alternate screen, rewriting only the rows that
/// changed since the previous frame, and gives the terminal back as it was.
///
/// Each call writes everything it has to say with one `write` on its output, so a frame never
/// shows half drawn; a call with nothing to change writes nothing.
package struct TerminalRenderer: Sendable {
    /// What the screen shows, or `nil` before the first frame and after ``leave(to:)``.
    private var shownRows: [String]?
    private var shownSize: CGSize?

    /// Creates a renderer that has not touched the terminal yet.
    package init() {}

    /// Whether the renderer switched to the alternate screen and has not left it.
    package var isActive: Bool { shownRows != nil }

    /// Shows `frame`. The first frame switches to the alternate screen, hides the cursor and
    /// clears the screen; a frame of another size than the previous one clears it again, since
    /// the terminal rearranged what it showed. Then each row that differs from what the screen
    /// shows is rewritten: cursor to the row's start, the row's text, clear to the end of the line.
    package mutating func draw(_ frame: TerminalFrame, to output: inout some TextOutputStream) {
        var text = ""
        if shownRows == nil {
            text += ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
        }
        if shownRows == nil || shownSize != frame.size {
            text += ControlSequence.clearScreen
            shownRows = Array(repeating: "", count: frame.rows.count)
            shownSize = frame.size
        }
        for (row, line) in frame.rows.enumerated() where shownRows?[row] != line {
            text += ControlSequence.moveToStart(ofRow: row) + line + ControlSequence.clearToEndOfLine
            shownRows?[row] = line
        }
        if !text.isEmpty { output.write(text) }
    }

    /// Gives the terminal back: attributes reset, cursor shown, main screen restored. Does
    /// nothing unless a frame was drawn since the last call, so every exit path can call it.
    package mutating func leave(to output: inout some TextOutputStream) {
        guard shownRows != nil else { return }
        output.write(ControlSequence.resetAttributes + ControlSequence.showCursor + ControlSequence.leaveAlternateScreen)
        shownRows = nil
        shownSize = nil
    }
}
