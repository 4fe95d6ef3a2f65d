extension Scheduler {
    /// A publisher that sends a value every `interval` on this scheduler, the first one
    /// `interval` after it is subscribed to, until the subscription is cancelled.
    ///
    /// Combine's `Timer.publish` runs on a run loop; this runs on any scheduler, so a stream that
    /// takes its scheduler as a dependency ticks on the main queue in the app and on a
    /// ``VirtualTimeScheduler`` in tests:
    /// ```swift
    /// isPlaying
    ///     .map { $0 ? extra.scheduler.ticks(every: .seconds(1)) : Empty().eraseToAnyPublisher() }
    ///     .switchToLatest()
    /// ```
    public func ticks(every interval: SchedulerTimeType.Stride) -> AnyPublisher<Void, Never> {
        Deferred {
            let ticks = PassthroughSubject<Void, Never>()
            let timer = schedule(after: now.advanced(by: interval), interval: interval) { ticks.send() }
            return ticks.handleEvents(receiveCancel: { timer.cancel() })
        }
        .eraseToAnyPublisher()
    }
}
