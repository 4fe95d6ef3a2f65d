/// The ANSI (ECMA-48 and xterm) control sequences the terminal front end writes.
enum ControlSequence {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let clearScreen = "\u{1B}[2J"
    static let clearToEndOfLine = "\u{1B}[K"
    static let inverse = "\u{1B}[7m"
    static let notInverse = "\u{1B}[27m"
    static let resetAttributes = "\u{1B}[0m"

    /// Puts the cursor at the start of `row`, counted from 0 (the terminal counts from 1).
    static func moveToStart(ofRow row: Int) -> String {
        "\u{1B}[\(row + 1);1H"
    }
}
