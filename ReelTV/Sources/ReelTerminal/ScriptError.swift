import ReelConsole
/// A script's line that is not a command, or a command that failed, with the script it is in.
struct ScriptError: Error, Equatable, CustomStringConvertible {
    /// What went wrong on the line.
    package enum Failure: Equatable, Sendable, CustomStringConvertible {
        /// The line is not a command; nothing of the script ran.
        case parse(ScriptParseError)
        /// The command failed; the script stopped there.
        case run(ScriptRunError)

        /// `line N: `command`: problem`.
        package var description: String {
            switch self {
            case .parse(let error): error.description
            case .run(let error): error.description
            }
        }
    }

    /// Where the script was read from.
    package let source: InputReader.Source
    /// What went wrong.
    package let failure: Failure

    /// Creates the error for `failure` in the script read from `source`.
    package init(source: InputReader.Source, failure: Failure) {
        self.source = source
        self.failure = failure
    }

    /// `the script /path/to/file, line N: `command`: problem`.
    package var description: String {
        switch source {
        case .standardInput: "the script on standard input, \(failure)"
        case .file(let path): "the script \(path), \(failure)"
        }
    }
}
