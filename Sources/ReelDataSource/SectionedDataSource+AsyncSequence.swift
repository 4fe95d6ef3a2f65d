extension SectionedDataSource {
    /// Shows every array of sections `states` produces, as it arrives: a view model's
    /// `AsyncStream` of sections, say.
    ///
    /// ```swift
    /// dataSource.follow(viewModel.sections)
    /// ```
    ///
    /// Each array is applied as ``apply(_:animated:completion:)`` applies it, serialised and
    /// coalesced. The sequence is read off the main actor, as fast as it produces, and only its
    /// latest array is kept for the main actor to apply; one that arrives while an update
    /// animates replaces the one waiting. So a sequence faster than the list builds no backlog,
    /// in the data source or in the sequence's buffer, whatever the sequence's buffering: the
    /// list shows a flood's last state within about two updates of it, in memory that does not
    /// grow with the flood.
    ///
    /// Returns at once. Following ends when the sequence ends, after applying the last array it
    /// read, or throws, after applying the last array it read before the error (the returned
    /// task's value throws the error); when the task is cancelled (an array read but not yet
    /// applied is then dropped); when the data source follows another sequence; or when the
    /// data source goes away. The task holds the data source weakly.
    @discardableResult
    public func follow<States: AsyncSequence>(_ states: sending States, animated: Bool = true) -> Task<Void, any Error>
    where States.Element == [Section] {
        following?.cancel()
        let latest = LatestElement<[Section]>()
        let sent = SentSequence(states)
        let task = Task { [weak self] in
            // Whatever ended the reading, the array read last is shown; cancelling dropped it.
            defer { self?.applyLatest(of: latest, animated: animated) }
            try await Self.read(sent, into: latest) { [weak self] in
                Task { @MainActor in self?.applyLatest(of: latest, animated: animated) }
            }
        }
        following = task
        return task
    }

    /// Reads `states` to its end off the main actor, keeping the latest array in `latest`;
    /// calls `arrived` when `latest` had none, so that the main actor takes the array. Being
    /// cancelled closes `latest` at once, so that the main actor takes nothing from then on.
    @concurrent
    private nonisolated static func read<States: AsyncSequence>(
        _ states: SentSequence<States>, into latest: LatestElement<[Section]>, arrived: @Sendable () -> Void
    ) async throws where States.Element == [Section] {
        try await withTaskCancellationHandler {
            for try await sections in states.base {
                guard !Task.isCancelled else { return }
                if latest.keep(sections) { arrived() }
            }
        } onCancel: {
            latest.close()
        }
    }

    /// Applies the array `latest` keeps, if any.
    private func applyLatest(of latest: LatestElement<[Section]>, animated: Bool) {
        guard let sections = latest.take() else { return }
        apply(sections, animated: animated, completion: nil)
    }
}
