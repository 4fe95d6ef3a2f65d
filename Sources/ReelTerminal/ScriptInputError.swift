/// A script that could not be read: standard input closed, a file or standard input that
/// cannot be read, or more text than a script can sensibly be.
public enum ScriptInputError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input is closed, and the script was to be read from it.
    case standardInputClosed
    /// Reading failed; `source` names the file or standard input, `reason` is the system's.
    case unreadable(source: String, reason: String)
    /// The script is longer than ``ScriptSource/maximumBytes``.
    case tooLarge(source: String, maximumBytes: Int)

    /// What went wrong, naming where the script was read from.
    public var description: String {
        switch self {
        case .standardInputClosed:
            "standard input is closed; without a terminal or a script file the commands are read from it"
        case .unreadable(let source, let reason):
            "cannot read the script \(source): \(reason)"
        case .tooLarge(let source, let maximumBytes):
            "the script \(source) is longer than \(maximumBytes) bytes"
        }
    }
}
