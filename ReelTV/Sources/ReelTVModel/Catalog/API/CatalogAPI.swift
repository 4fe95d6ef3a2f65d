import Foundation

/// A stand-in for the streaming service's server: answers from a ``Catalog`` after a
/// latency, and fails on demand, so that loading, error and retry states can be shown and
/// tested.
///
/// Every call first waits the latency, then checks for cancellation, then fails if a
/// failure is pending for its endpoint, and only then answers. A cancelled call throws
/// `CancellationError` and leaves pending failures untouched.
package actor CatalogAPI {
    /// Waits for a number of seconds; throws when the waiting task is cancelled.
    package typealias Sleep = @Sendable (TimeInterval) async throws -> Void

    /// Waits in real time, to the nearest nanosecond: the default ``Sleep``.
    package static let sleepInRealTime: Sleep = { seconds in
        try await Task.sleep(nanoseconds: UInt64(clamping: seconds.roundedNanoseconds))
    }

    /// How long every call waits before it answers, in seconds.
    package private(set) var latency: TimeInterval
    private let sleep: Sleep
    private let catalog: Catalog
    private let seriesByID: [String: Series]
    private var pendingFailures: [CatalogEndpoint: Int] = [:]

    /// Creates an API over `catalog` that waits `latency` seconds with `sleep` before each answer.
    ///
    /// Pass a `sleep` that returns at once to test without waiting.
    package init(
        catalog: Catalog, latency: TimeInterval = 0.3, sleep: @escaping Sleep = sleepInRealTime
    ) {
        self.catalog = catalog
        self.latency = latency
        self.sleep = sleep
        // The first of duplicate ids wins; a loaded catalog has none.
        seriesByID = Dictionary(catalog.series.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sets how long every call waits before it answers, in seconds.
    package func setLatency(_ latency: TimeInterval) {
        self.latency = latency
    }

    /// Makes the next `count` calls of `endpoint` fail with ``CatalogAPIError/injectedFailure(_:remaining:)``,
    /// on top of failures already pending; later calls succeed again.
    package func failNext(_ count: Int, of endpoint: CatalogEndpoint) {
        pendingFailures[endpoint, default: 0] += max(0, count)
    }

    /// The number of calls of `endpoint` that will still fail.
    package func pendingFailureCount(of endpoint: CatalogEndpoint) -> Int {
        pendingFailures[endpoint, default: 0]
    }

    /// The series with id `id`.
    ///
    /// - Throws: ``CatalogAPIError/unknownSeries(_:)``, an injected failure, or `CancellationError`.
    package func seriesDetail(id: String) async throws -> Series {
        try await respond(as: .detail)
        return try series(id)
    }

    /// The episodes of season `seasonID` of series `seriesID`, in order.
    ///
    /// - Throws: ``CatalogAPIError/unknownSeries(_:)``, ``CatalogAPIError/unknownSeason(_:seriesID:)``,
    ///   an injected failure, or `CancellationError`.
    package func episodeList(seriesID: String, seasonID: String) async throws -> [Episode] {
        try await respond(as: .episodes)
        guard let season = try series(seriesID).seasons.first(where: { $0.id == seasonID }) else {
            throw CatalogAPIError.unknownSeason(seasonID, seriesID: seriesID)
        }
        return season.episodes
    }

    /// The recommend rows shown under series `seriesID`'s detail screen, with their series.
    ///
    /// Every series gets every row, the way the talk's detail screen shows them; the id
    /// is still checked so that a wrong one fails like it would on a server.
    ///
    /// - Throws: ``CatalogAPIError/unknownSeries(_:)`` for `seriesID` or for a series a
    ///   row names, an injected failure, or `CancellationError`.
    package func recommendations(for seriesID: String) async throws -> [RecommendSection] {
        try await respond(as: .recommend)
        _ = try series(seriesID)
        return try catalog.recommendRows.map { row in
            RecommendSection(row: row, series: try row.seriesIDs.map { try series($0) })
        }
    }

    /// Waits the latency, then throws if the call was cancelled or a failure is pending.
    private func respond(as endpoint: CatalogEndpoint) async throws {
        try await sleep(latency)
        // An injected sleep may ignore cancellation; a cancelled caller must not get an answer anyway.
        try Task.checkCancellation()
        let pending = pendingFailures[endpoint, default: 0]
        if pending > 0 {
            pendingFailures[endpoint] = pending - 1
            throw CatalogAPIError.injectedFailure(endpoint, remaining: pending - 1)
        }
    }

    private func series(_ id: String) throws(CatalogAPIError) -> Series {
        guard let series = seriesByID[id] else { throw .unknownSeries(id) }
        return series
    }
}
