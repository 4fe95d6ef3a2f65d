/// A named instant recorded by a ``SignpostRecorder``.
public struct SignpostEvent: Hashable, Sendable {
    /// What happened.
    public let name: String
    /// When it happened, on the recorder's clock.
    public let time: Duration
    /// Details given with the event.
    public let metadata: [String: String]
}
