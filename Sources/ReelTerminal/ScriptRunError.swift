import ReelUI

/// A script command that could not be carried out, with the line it came from.
public struct ScriptRunError: Error, Equatable, CustomStringConvertible {
    /// Why the command failed.
    public enum Problem: Equatable, Sendable, CustomStringConvertible {
        /// `tap` found no view it could tap.
        case tap(TapError)
        /// `scroll` found no visible scroll view.
        case noScrollView

        /// What went wrong.
        public var description: String {
            switch self {
            case .tap(let error): error.description
            case .noScrollView: "cannot scroll: no visible scroll view"
            }
        }
    }

    /// The script step that failed.
    public let step: Script.Step
    /// Why it failed.
    public let problem: Problem

    /// Creates the error for `step`.
    public init(step: Script.Step, problem: Problem) {
        self.step = step
        self.problem = problem
    }

    /// `line N: `command`: problem`, the command made safe for a terminal and cut to
    /// ``ReelUI/TerminalSafeText/echoLimit`` characters.
    public var description: String {
        "line \(step.lineNumber): `\(step.command.description.terminalSafe(limit: TerminalSafeText.echoLimit))`: \(problem)"
    }
}
