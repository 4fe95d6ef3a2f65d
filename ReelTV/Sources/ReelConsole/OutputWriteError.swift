/// Output the system refused to take: a full disk, `/dev/full`, a closed descriptor.
package struct OutputWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the output was going: "standard output".
    package let destination: String
    /// The system's reason: "No space left on device".
    package let reason: String

    /// The error for output to `destination` that the system refused for `reason`.
    package init(destination: String, reason: String) {
        self.destination = destination
        self.reason = reason
    }

    /// `cannot write to standard output: No space left on device`.
    package var description: String { "cannot write to \(destination): \(reason)" }
}
