/// A terminal script: one ``ScriptCommand`` per line, for pipes, CI and tests.
///
/// ```
/// # Open the screen, press a button, look.
/// appear
/// tap play
/// scroll 3
/// resize 80x24
/// wait 200
/// snapshot
/// ```
///
/// Lines end with any newline (`\n`, `\r\n`). Words are separated by white space, so
/// identifiers cannot contain any. Blank lines and lines starting with `#` are skipped.
package struct Script: Hashable, Sendable {
    /// A command with the number of the line it came from, for error messages.
    package struct Step: Hashable, Sendable {
        /// The line's number, from 1.
        package let lineNumber: Int
        /// The command on that line.
        package let command: ScriptCommand
    }

    /// The commands, in order.
    package let steps: [Step]

    /// Parses `text` whole before anything runs, so a typo near the end does not leave a run
    /// half done.
    ///
    /// - Throws: ``ScriptParseError`` for the first line that is not a command.
    package init(parsing text: String) throws(ScriptParseError) {
        var steps: [Step] = []
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let words = rawLine.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            do {
                steps.append(Step(lineNumber: index + 1, command: try ScriptCommand(words: words)))
            } catch {
                let line = rawLine.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
                throw ScriptParseError(lineNumber: index + 1, line: String(line), problem: error)
            }
        }
        self.steps = steps
    }
}
