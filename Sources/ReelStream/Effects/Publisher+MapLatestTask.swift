extension Publisher where Failure == Never {
    /// Runs an `async throws` function for each value and publishes each outcome as a `Result`;
    /// a new value cancels the run still in flight for the previous one.
    ///
    /// This is how a stream calls an API: the latest query wins, errors become values, and
    /// releasing the stream cancels the request.
    /// ```swift
    /// let responses = input.query
    ///     .debounce(for: .milliseconds(300), scheduler: extra.scheduler)
    ///     .mapLatestTask { [api = extra.api] query in try await api.search(query) }
    ///     .share()
    /// ```
    /// Add `share()` when more than one subscriber reads the outcomes, or each will run its own
    /// request.
    ///
    /// Given `effects`, each run counts as an effect under way until its task has ended, a run
    /// the next value cancelled included (see ``AsyncResultPublisher``).
    public func mapLatestTask<Success: Sendable>(
        trackedBy effects: EffectTracker? = nil, _ operation: @escaping @Sendable (Output) async throws -> Success
    ) -> Publishers.SwitchToLatest<AsyncResultPublisher<Success>, Publishers.Map<Self, AsyncResultPublisher<Success>>>
    where Output: Sendable {
        map { value in AsyncResultPublisher(trackedBy: effects) { try await operation(value) } }.switchToLatest()
    }
}
