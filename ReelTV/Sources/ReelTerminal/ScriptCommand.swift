import Foundation

/// One command of a terminal script (see ``Script`` for the format).
package enum ScriptCommand: Hashable, Sendable, CustomStringConvertible {
    /// `appear`: show the app's first screen.
    case appear
    /// `tap ID`: tap the view with this identifier.
    case tap(String)
    /// `scroll N`: scroll the main scroll view by N rows, negative up (within ``scrollRows``),
    /// stopping at the content's ends as the scrolling keys do.
    case scroll(Int)
    /// `rotate`: turn between portrait and landscape.
    case rotate
    /// `resize COLUMNSxROWS`: resize the window as a resized terminal does, its orientation
    /// following the new size (each side within ``resizeCells``).
    case resize(CGSize)
    /// `wait MS`: let this many milliseconds pass (within ``waitMilliseconds``).
    case wait(milliseconds: Int)
    /// `back`: go back one screen.
    case back
    /// `snapshot`: print the window as text.
    case snapshot

    /// The command's names, as a script spells them.
    package static let names = ["appear", "tap", "scroll", "rotate", "resize", "wait", "back", "snapshot"]

    /// The rows one `scroll` may move: a million is past the end of any content, and keeps the
    /// scroll offset far from overflowing however many scrolls follow.
    static let scrollRows = -1_000_000...1_000_000

    /// The milliseconds one `wait` may last: up to an hour.
    static let waitMilliseconds = 0...3_600_000

    /// The columns and rows a `resize` may give the window: past a thousand, drawing a frame
    /// costs more memory and time than any terminal has cells for.
    static let resizeCells = 1...1_000

    /// Parses one line's words, the command name first.
    ///
    /// - Throws: ``ScriptParseError/Problem`` describing what is wrong with the words.
    init(words: [Substring]) throws(ScriptParseError.Problem) {
        guard let name = words.first else { throw .unknownCommand("") }
        let arguments = words.dropFirst()
        switch name {
        case "appear": try Self.expectNoArgument(arguments, of: name); self = .appear
        case "rotate": try Self.expectNoArgument(arguments, of: name); self = .rotate
        case "back": try Self.expectNoArgument(arguments, of: name); self = .back
        case "snapshot": try Self.expectNoArgument(arguments, of: name); self = .snapshot
        case "tap": self = .tap(String(try Self.onlyArgument(arguments, of: name, named: "ID")))
        case "scroll": self = .scroll(try Self.integerArgument(arguments, of: name, named: "N", in: Self.scrollRows, unit: "rows"))
        case "resize": self = .resize(try Self.sizeArgument(arguments, of: name))
        case "wait":
            self = .wait(milliseconds: try Self.integerArgument(arguments, of: name, named: "MS", in: Self.waitMilliseconds, unit: "milliseconds"))
        default: throw .unknownCommand(String(name))
        }
    }

    /// The command as a script line.
    package var description: String {
        switch self {
        case .appear: "appear"
        case .tap(let identifier): "tap \(identifier)"
        case .scroll(let rows): "scroll \(rows)"
        case .rotate: "rotate"
        case .resize(let size): "resize \(size.cellsDescription)"
        case .wait(let milliseconds): "wait \(milliseconds)"
        case .back: "back"
        case .snapshot: "snapshot"
        }
    }

    private static func expectNoArgument(_ arguments: ArraySlice<Substring>, of name: Substring) throws(ScriptParseError.Problem) {
        guard arguments.isEmpty else { throw .extraArguments(command: String(name), usage: String(name)) }
    }

    private static func onlyArgument(
        _ arguments: ArraySlice<Substring>, of name: Substring, named argument: String
    ) throws(ScriptParseError.Problem) -> Substring {
        let usage = "\(name) \(argument)"
        guard let first = arguments.first else { throw .missingArgument(command: String(name), usage: usage) }
        guard arguments.count == 1 else { throw .extraArguments(command: String(name), usage: usage) }
        return first
    }

    /// `COLUMNSxROWS`, each within ``resizeCells``.
    private static func sizeArgument(_ arguments: ArraySlice<Substring>, of name: Substring) throws(ScriptParseError.Problem) -> CGSize {
        let word = try onlyArgument(arguments, of: name, named: "COLUMNSxROWS")
        guard let size = CGSize(cells: word), resizeCells.contains(Int(size.width)), resizeCells.contains(Int(size.height)) else {
            throw .notASize(command: String(name), argument: String(word))
        }
        return size
    }

    private static func integerArgument(
        _ arguments: ArraySlice<Substring>, of name: Substring, named argument: String, in range: ClosedRange<Int>, unit: String
    ) throws(ScriptParseError.Problem) -> Int {
        let word = try onlyArgument(arguments, of: name, named: argument)
        guard let value = Int(word) else { throw .notAnInteger(command: String(name), argument: String(word)) }
        guard range.contains(value) else { throw .outOfRange(command: String(name), argument: String(word), range: range, unit: unit) }
        return value
    }
}
