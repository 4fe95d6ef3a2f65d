/// An input ``InputReader`` could not read whole.
package struct InputReadError: Error, Hashable, Sendable {
    /// What went wrong.
    package enum Problem: Hashable, Sendable, CustomStringConvertible {
        /// Opening or reading failed; the reason is the system's ("Is a directory").
        case unreadable(reason: String)
        /// The input holds more than the reader's limit.
        case tooLarge(maximumBytes: Int)

        /// The reason, or "longer than N bytes".
        package var description: String {
            switch self {
            case .unreadable(let reason): reason
            case .tooLarge(let maximumBytes): "longer than \(maximumBytes) bytes"
            }
        }
    }

    /// The input.
    package let source: InputReader.Source
    /// What went wrong.
    package let problem: Problem

    /// The error for `problem` reading `source`.
    package init(source: InputReader.Source, problem: Problem) {
        self.source = source
        self.problem = problem
    }
}
