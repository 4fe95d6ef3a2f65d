/// A named span of time recorded by a ``SignpostRecorder``.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public struct SignpostInterval: Hashable, Sendable {
    /// What was measured, such as `"display"` or `"rotation"`.
    public let name: String
    /// When the interval began, on the recorder's clock.
    public let start: Duration
    /// How long it lasted.
    public let duration: Duration
    /// Details given at begin and end; a key given at both keeps the end's value.
    public let metadata: [String: String]
    /// The interval's place in begin order among all intervals of its recorder.
    public let order: Int
}
