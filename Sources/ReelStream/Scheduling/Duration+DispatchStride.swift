import Foundation

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
    /// This duration as the dispatch schedulers' stride, to the nanosecond: Swift's clocks
    /// speak `Duration`, ``MainQueueScheduler`` its own stride. A duration beyond what the
    /// stride holds (about 292 years either way) becomes the longest stride of its sign.
    public var dispatchStride: MainQueueScheduler.SchedulerTimeType.Stride {
        let (seconds, attoseconds) = components
        let (wholeSeconds, secondsOverflow) = Int(seconds).multipliedReportingOverflow(by: 1_000_000_000)
        let (nanoseconds, sumOverflow) = wholeSeconds.addingReportingOverflow(Int(attoseconds / 1_000_000_000))
        guard !secondsOverflow, !sumOverflow else { return .nanoseconds(seconds < 0 ? .min : .max) }
        return .nanoseconds(nanoseconds)
    }
}
