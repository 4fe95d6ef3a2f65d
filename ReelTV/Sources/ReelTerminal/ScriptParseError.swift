import ReelConsole

/// A script line that is not a command, with where it is and what is wrong. Its description
/// echoes the line and its words made safe for a terminal and cut to
/// ``ReelConsole/TerminalSafeText/echoLimit`` characters.
package struct ScriptParseError: Error, Hashable, CustomStringConvertible {
    /// What is wrong with a line.
    package enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The first word names no command.
        case unknownCommand(String)
        /// The command needs an argument that is not there.
        case missingArgument(command: String, usage: String)
        /// The command got more arguments than it takes.
        case extraArguments(command: String, usage: String)
        /// The command's argument should be a whole number.
        case notAnInteger(command: String, argument: String)
        /// The command's argument should be a size, `COLUMNSxROWS`, each side within
        /// ``ScriptCommand/resizeCells``.
        case notASize(command: String, argument: String)
        /// The command's number is outside the range it accepts (``ScriptCommand/scrollRows``,
        /// ``ScriptCommand/waitMilliseconds``).
        case outOfRange(command: String, argument: String, range: ClosedRange<Int>, unit: String)

        /// What is wrong and what would be right.
        package var description: String {
            switch self.echoed {
            case .unknownCommand(let name):
                "unknown command '\(name)' (commands: \(ScriptCommand.names.joined(separator: ", ")))"
            case .missingArgument(let command, let usage):
                "'\(command)' needs an argument: \(usage)"
            case .extraArguments(let command, let usage):
                "'\(command)' takes \(usage == command ? "no argument" : "one argument"): \(usage)"
            case .notAnInteger(let command, let argument):
                "'\(command)' needs a whole number, not '\(argument)'"
            case .notASize(let command, let argument):
                "'\(command)' needs a size as COLUMNSxROWS, each \(ScriptCommand.resizeCells.lowerBound) to \(ScriptCommand.resizeCells.upperBound) (like 80x24), not '\(argument)'"
            case .outOfRange(let command, let argument, let range, let unit):
                "'\(command)' needs \(range.lowerBound) to \(range.upperBound) \(unit), not \(argument)"
            }
        }

        /// The problem with the words from the script made safe to echo.
        private var echoed: Problem {
            func echo(_ word: String) -> String { word.terminalSafe(limit: TerminalSafeText.echoLimit) }
            return switch self {
            case .unknownCommand(let name): .unknownCommand(echo(name))
            case .notAnInteger(let command, let argument): .notAnInteger(command: command, argument: echo(argument))
            case .notASize(let command, let argument): .notASize(command: command, argument: echo(argument))
            case .outOfRange(let command, let argument, let range, let unit):
                .outOfRange(command: command, argument: echo(argument), range: range, unit: unit)
            case .missingArgument, .extraArguments: self
            }
        }
    }

    /// The line's number, from 1.
    package let lineNumber: Int
    /// The line as written.
    package let line: String
    /// What is wrong with it.
    package let problem: Problem

    /// Creates the error for `line`, number `lineNumber`.
    package init(lineNumber: Int, line: String, problem: Problem) {
        self.lineNumber = lineNumber
        self.line = line
        self.problem = problem
    }

    /// `line N: `text`: problem`.
    package var description: String {
        "line \(lineNumber): `\(line.terminalSafe(limit: TerminalSafeText.echoLimit))`: \(problem)"
    }
}
