/// A batch update that breaks one of UIKit's rules, with the reason UIKit's
/// `NSInternalInconsistencyException` gives.
public struct UpdateRuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why the batch is refused, in UIKit's words.
    public let reason: String

    /// Creates a violation with UIKit's `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    public var description: String { reason }
}
