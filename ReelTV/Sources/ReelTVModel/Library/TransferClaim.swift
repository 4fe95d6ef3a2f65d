/// Whether this process may run a library's transfers: only one process at a time does, so
/// that two never move the same download's bytes.
package enum TransferClaim: Equatable, Sendable, CustomStringConvertible {
    /// This process runs them.
    case claimed
    /// Another process runs them: its process id, as the system tells the lock's holder.
    case heldElsewhere(processID: Int32)
    /// The lock file beside the database could not be created or locked.
    case unavailable(LibraryDatabaseError)

    package var description: String {
        switch self {
        case .claimed: "this process runs the downloads"
        case .heldElsewhere(let processID): "another reel process (pid \(processID)) is running this library's downloads"
        case .unavailable(let error): "cannot run this library's downloads: \(error)"
        }
    }
}
