/// A named instant recorded by a ``SignpostRecorder``.
public struct SignpostEvent: Hashable, Sendable {
    /// What happened.
    public let name: String
    /// When it happened, in nanoseconds on the recorder's clock: read as ``time``.
    let timeNanoseconds: Int64
    /// Details given with the event.
    public let metadata: [String: String]
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SignpostEvent {
    /// When it happened, on the recorder's clock.
    public var time: Duration { .nanoseconds(timeNanoseconds) }
}
