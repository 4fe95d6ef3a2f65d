/// A named instant recorded by a ``SignpostRecorder``.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SignpostEvent: Hashable, Sendable {
    /// What happened.
    public let name: String
    /// When it happened, on the recorder's clock.
    public let time: Duration
    /// Details given with the event.
    public let metadata: [String: String]
}
