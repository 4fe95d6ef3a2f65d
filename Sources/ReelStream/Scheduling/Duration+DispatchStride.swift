import Foundation

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
    /// This duration as the dispatch schedulers' stride, to the nanosecond: Swift's clocks
    /// speak `Duration`, ``MainQueueScheduler`` its own stride.
    public var dispatchStride: MainQueueScheduler.SchedulerTimeType.Stride {
        let (seconds, attoseconds) = components
        return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
    }
}
