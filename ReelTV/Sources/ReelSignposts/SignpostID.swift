/// Identifies an interval begun on a ``SignpostRecorder``; pass it to
/// ``SignpostRecorder/end(_:metadata:)``.
public struct SignpostID: Hashable, Sendable {
    /// The interval's place in begin order, unique within its recorder.
    let order: Int
}
