import Foundation

/// Something that happened to the terminal, delivered in order to ``InteractiveRunner``.
package enum TerminalEvent: Hashable, Sendable {
    /// Bytes typed (or pasted); ``KeyDecoder`` turns them into keys.
    case input([UInt8])
    /// The terminal now has this many columns and rows (SIGWINCH).
    case resize(CGSize)
    /// The process was asked to stop (SIGINT, SIGTERM, or the input ended): restore and quit.
    case terminate
}
