import ReelConsole

extension StringProtocol {
    /// An episode or series id as a listing shows it or an error echoes it: safe for a terminal
    /// (``ReelConsole/TerminalSafeText``), and with every character that shows as nothing or
    /// as a plain space written as an escape too — a zero-width space (`\u{200B}`), a byte-order
    /// mark (`\u{FEFF}`), a joiner, a soft hyphen, a no-break space — so that an id that differs
    /// from another only by one of them does not read as the same id.
    func shownAsID(limit: Int = .max) -> String {
        var shown = ""
        for scalar in terminalSafe(limit: limit).unicodeScalars {
            if scalar.isUnseenInAnID {
                shown += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}

extension Unicode.Scalar {
    /// Whether the scalar shows as nothing, or as a space other than the space itself: format
    /// characters, the code points a renderer ignores by default, and the other spaces.
    fileprivate var isUnseenInAnID: Bool {
        properties.generalCategory == .format || properties.isDefaultIgnorableCodePoint
            || (properties.generalCategory == .spaceSeparator && self != " ")
    }
}
