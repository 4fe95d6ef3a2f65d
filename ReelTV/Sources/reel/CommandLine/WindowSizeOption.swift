import ArgumentParser
import Foundation
import ReelConsole
import ReelTerminal

/// A window's size on the command line, `COLUMNSxROWS`, between ``smallest`` and ``largest``, in
/// points of one terminal cell each.
enum WindowSizeOption {
    /// The smallest window the screens are laid out for.
    static let smallest = CGSize(width: 20, height: 10)

    /// The largest window a command builds. Drawing a window keeps a canvas of one `Character`
    /// (16 bytes) per cell, and a script's `wait` draws the window several times to see it
    /// settle: at 1000×1000 a canvas takes 16 MB and the whole demo about 70 MB, where 99999×99999
    /// would ask for 160 GB. It is still larger than any terminal: a 4K screen in a font six
    /// pixels wide shows 640×180 cells.
    static let largest = CGSize(width: 1_000, height: 1_000)

    /// The sizes accepted, as help and errors write them.
    static let rangeText = "from \(written(smallest)) to \(written(largest))"

    /// How `--size` is parsed: its value may start with a dash, so that `--size -1x5` is told
    /// the sizes accepted (see ``NumericOption/parsing``).
    static let parsing = SingleValueParsingStrategy.unconditional

    /// The size `text` names, or a usage error for `--long` naming the sizes accepted and `text`
    /// (made safe for a terminal and cut to ``ReelConsole/TerminalSafeText/echoLimit`` characters).
    static func parse(_ text: String, option long: String) throws -> CGSize {
        guard let size = CGSize(cells: text), (smallest.width...largest.width).contains(size.width),
            (smallest.height...largest.height).contains(size.height)
        else {
            throw ValidationError("--\(long) must be COLUMNSxROWS \(rangeText), like 40x24; got \"\(text.terminalSafe(limit: TerminalSafeText.echoLimit))\"")
        }
        return size
    }

    private static func written(_ size: CGSize) -> String { size.cellsDescription }
}
