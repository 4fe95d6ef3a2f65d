import Foundation
import ReelStream
import Testing

/// Durations become the dispatch schedulers' strides to the nanosecond, and the longest ones
/// the longest stride instead of an overflow.
@Suite struct DispatchStrideTests {
    @Test("a duration keeps its nanoseconds")
    func nanoseconds() {
        #expect(Duration.milliseconds(1_500).dispatchStride == .nanoseconds(1_500_000_000))
        #expect(Duration.nanoseconds(-7).dispatchStride == .nanoseconds(-7))
    }

    @Test("durations beyond the stride's range become the longest stride of their sign")
    func saturates() {
        #expect(Duration.seconds(Int64.max).dispatchStride == .nanoseconds(.max))
        #expect(Duration.seconds(Int64.min).dispatchStride == .nanoseconds(.min))
        #expect(Duration.seconds(9_223_372_036).dispatchStride == .nanoseconds(9_223_372_036_000_000_000))
        #expect((Duration.seconds(9_223_372_036) + .milliseconds(900)).dispatchStride == .nanoseconds(.max))
    }
}
