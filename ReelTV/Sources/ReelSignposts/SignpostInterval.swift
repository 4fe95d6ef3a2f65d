/// A named span of time recorded by a ``SignpostRecorder``.
public struct SignpostInterval: Hashable, Sendable {
    /// What was measured, such as `"display"` or `"rotation"`.
    public let name: String
    /// When the interval began, in nanoseconds on the recorder's clock: read as ``start``.
    let startNanoseconds: Int64
    /// How long it lasted, in nanoseconds: read as ``duration``.
    let durationNanoseconds: Int64
    /// Details given at begin and end; a key given at both keeps the end's value.
    public let metadata: [String: String]
    /// The interval's place in begin order among all intervals of its recorder.
    public let order: Int
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SignpostInterval {
    /// When the interval began, on the recorder's clock.
    public var start: Duration { .nanoseconds(startNanoseconds) }
    /// How long it lasted.
    public var duration: Duration { .nanoseconds(durationNanoseconds) }
}
