extension Publisher {
    /// The successful values of a publisher of `Result`s, such as `mapLatestTask(_:)`'s.
    public func successes<Success, ResultFailure>() -> Publishers.CompactMap<Self, Success>
    where Output == Result<Success, ResultFailure> {
        compactMap { try? $0.get() }
    }

    /// The errors of a publisher of `Result`s, such as `mapLatestTask(_:)`'s.
    public func failures<Success, ResultFailure>() -> Publishers.CompactMap<Self, ResultFailure>
    where Output == Result<Success, ResultFailure> {
        compactMap { result in
            guard case .failure(let error) = result else { return nil }
            return error
        }
    }
}
