import ReelConsole

/// A script command that could not be carried out, with the line it came from.
package struct ScriptRunError: Error, Equatable, CustomStringConvertible {
    /// Why the command failed.
    package enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// `tap` found no view it could tap.
        case tap(TapError)
        /// `scroll` found no visible scroll view.
        case noScrollView
        /// `appear` or `wait` ended without the screen settling: what was still missing or under way.
        case unsettled(IncompleteScreen)

        /// What went wrong; the identifier a `tap` asked for is made safe for a terminal and
        /// cut to ``ReelConsole/TerminalSafeText/echoLimit`` characters.
        package var description: String {
            switch self {
            case .tap(let error): error.description { $0.terminalSafe(limit: TerminalSafeText.echoLimit) }
            case .noScrollView: "cannot scroll: no visible scroll view"
            case .unsettled(let incompleteness): "\(incompleteness)"
            }
        }
    }

    /// The script step that failed.
    package let step: Script.Step
    /// Why it failed.
    package let problem: Problem

    /// Creates the error for `step`.
    package init(step: Script.Step, problem: Problem) {
        self.step = step
        self.problem = problem
    }

    /// `line N: `command`: problem`, the command made safe for a terminal and cut to
    /// ``ReelConsole/TerminalSafeText/echoLimit`` characters.
    package var description: String {
        "line \(step.lineNumber): `\(step.command.description.terminalSafe(limit: TerminalSafeText.echoLimit))`: \(problem)"
    }
}
