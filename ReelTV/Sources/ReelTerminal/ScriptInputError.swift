import ReelConsole
/// A script that could not be read: standard input closed or a terminal where the script
/// was to be read from it, or a file or standard input that cannot be read or holds more text
/// than a script can sensibly be.
package enum ScriptInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is closed, and the script was to be read from it.
    case standardInputClosed
    /// Standard input is a terminal but standard output is not (`reel demo > file`): the
    /// session cannot be shown, and reading the terminal as a script would wait, silently,
    /// for commands nobody knows to type.
    case standardInputIsATerminal
    /// Reading failed, or the script is longer than ``ScriptSource/maximumBytes``.
    case unreadable(InputReadError)

    /// What went wrong, naming where the script was read from (its full path).
    package var description: String {
        switch self {
        case .standardInputClosed:
            "standard input is closed; without a terminal or a script file the commands are read from it"
        case .standardInputIsATerminal:
            "standard output is not a terminal, so there is no screen to show; to run a script, give it with --script FILE or on standard input"
        case .unreadable(let error):
            switch (error.source, error.problem) {
            case (.standardInput, .unreadable(let reason)): "cannot read the script on standard input: \(reason)"
            case (.standardInput, .tooLarge): "the script on standard input is \(error.problem)"
            case (.file(let path), .unreadable(let reason)): "cannot read the script \(path): \(reason)"
            case (.file(let path), .tooLarge): "the script \(path) is \(error.problem)"
            }
        }
    }
}
