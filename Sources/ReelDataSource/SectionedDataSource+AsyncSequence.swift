extension SectionedDataSource {
    /// Shows every array of sections `states` produces, as it arrives: a view model's
    /// `AsyncStream` of sections, say.
    ///
    /// ```swift
    /// dataSource.follow(viewModel.sections)
    /// ```
    ///
    /// Each array is applied as ``apply(_:animated:completion:)`` applies it, serialised and
    /// coalesced: the data source takes every element at once, and a state that arrives while
    /// an update animates replaces the one waiting, so a sequence faster than the list never
    /// builds a backlog, in the data source or in the sequence's buffer.
    ///
    /// Returns at once. Following ends when the sequence ends or throws (the returned task's
    /// value throws its error), when the task is cancelled, when the data source follows
    /// another sequence, or when the data source goes away; the task holds the data source
    /// weakly.
    @discardableResult
    public func follow<States: AsyncSequence>(_ states: sending States, animated: Bool = true) -> Task<Void, any Error>
    where States.Element == [Section] {
        following?.cancel()
        let task = Task { [weak self] in
            for try await sections in states {
                guard let self, !Task.isCancelled else { return }
                self.apply(sections, animated: animated, completion: nil)
            }
        }
        following = task
        return task
    }
}
