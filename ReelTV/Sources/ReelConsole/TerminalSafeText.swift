/// How text from outside is shown on a terminal: see ``Swift/StringProtocol/terminalSafe(limit:)``.
package enum TerminalSafeText {
    /// The characters of a piece of input (an id, a script line) that an error message echoes:
    /// enough to recognise it, few enough that the message stays one line.
    package static let echoLimit = 200
}

extension StringProtocol {
    /// The text made safe to print on one line of a terminal: for text that comes from outside
    /// the program (a catalog, a library file, a script, a command line) and is shown in a
    /// listing or echoed in an error.
    ///
    /// Every character a terminal would act on instead of showing is written as a visible
    /// escape, so the text cannot move the cursor, recolour or clear the screen, retitle the
    /// window, split a row or reorder what follows it: controls (C0, DEL and C1, which include
    /// ESC, CSI, carriage return, newline, backspace and NUL), the line and paragraph
    /// separators, and the bidirectional formatting characters (U+202E and its kin). Newline,
    /// carriage return, tab and NUL are written `\n`, `\r`, `\t` and `\0`, the others
    /// `\u{1B}`, as Swift writes them. Everything else, including emoji joined by U+200D, is
    /// kept as it is.
    ///
    /// Text longer than `limit` characters is cut after `limit` of them and ends with
    /// `…(N more bytes)`, so that a 10 MB script line echoed in an error stays a line.
    package func terminalSafe(limit: Int = .max) -> String {
        var result = ""
        var kept = 0
        var keptBytes = 0
        for character in self {
            guard kept < limit else {
                return result + "…(\(utf8.count - keptBytes) more bytes)"
            }
            kept += 1
            keptBytes += character.utf8.count
            guard character.unicodeScalars.contains(where: \.actsOnTerminal) else {
                result.append(character)
                continue
            }
            for scalar in character.unicodeScalars {
                result += scalar.actsOnTerminal ? scalar.terminalEscape : String(scalar)
            }
        }
        return result
    }
}

extension Unicode.Scalar {
    /// Whether a terminal acts on the scalar rather than showing a glyph for it (see
    /// ``Swift/StringProtocol/terminalSafe(limit:)``).
    fileprivate var actsOnTerminal: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true  // controls: C0, DEL, C1
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional formatting
        default: false
        }
    }

    /// The scalar written as an escape: `\n`, `\r`, `\t`, `\0`, or `\u{1B}`.
    fileprivate var terminalEscape: String {
        switch value {
        case 0x0A: "\\n"
        case 0x0D: "\\r"
        case 0x09: "\\t"
        case 0x00: "\\0"
        default: "\\u{\(String(value, radix: 16, uppercase: true))}"
        }
    }
}
