import Foundation
import ReelTVModel
import Testing

/// The catalog API answers after its latency, fails as told, and stops when cancelled.
@Suite struct CatalogAPITests {
    /// Records the latencies the API waited for, without waiting.
    private actor SleepLog {
        private(set) var durations: [TimeInterval] = []
        func record(_ duration: TimeInterval) { durations.append(duration) }
    }

    private let log = SleepLog()
    private var api: CatalogAPI {
        let log = log
        return CatalogAPI(catalog: SmallCatalog.catalog, latency: 0.25, sleep: { await log.record($0) })
    }

    @Test func answersAfterTheLatency() async throws {
        let api = api
        let series = try await api.seriesDetail(id: "b")
        #expect(series == SmallCatalog.catalog.series[1])
        let episodes = try await api.episodeList(seriesID: "a", seasonID: "a-2")
        #expect(episodes == SmallCatalog.catalog.series[0].seasons[1].episodes)
        let sections = try await api.recommendations(for: "c")
        #expect(sections.map(\.id) == ["r1", "r2"])
        #expect(sections[1].series.map(\.id) == ["c", "a"])
        #expect(await log.durations == Array(repeating: 0.25, count: 3))
        await api.setLatency(2)
        _ = try await api.seriesDetail(id: "a")
        #expect(await log.durations.last == 2)
    }

    @Test func failsTheConfiguredNumberOfTimesThenSucceeds() async throws {
        let api = api
        await api.failNext(2, of: .recommend)
        await #expect(throws: CatalogAPIError.injectedFailure(.recommend, remaining: 1)) { try await api.recommendations(for: "a") }
        // Other endpoints are not affected by the recommend failures.
        #expect(try await api.seriesDetail(id: "a").id == "a")
        await #expect(throws: CatalogAPIError.injectedFailure(.recommend, remaining: 0)) { try await api.recommendations(for: "a") }
        #expect(try await api.recommendations(for: "a").count == 2)
        #expect(await api.pendingFailureCount(of: .recommend) == 0)
        #expect(
            CatalogAPIError.injectedFailure(.detail, remaining: 1).description == "detail failed (injected failure, 1 more to come)")
    }

    @Test func reportsUnknownIDs() async throws {
        let api = api
        await #expect(throws: CatalogAPIError.unknownSeries("zz")) { try await api.seriesDetail(id: "zz") }
        await #expect(throws: CatalogAPIError.unknownSeries("zz")) { try await api.recommendations(for: "zz") }
        await #expect(throws: CatalogAPIError.unknownSeries("zz")) { try await api.episodeList(seriesID: "zz", seasonID: "a-1") }
        await #expect(throws: CatalogAPIError.unknownSeason("b-1", seriesID: "a")) {
            try await api.episodeList(seriesID: "a", seasonID: "b-1")
        }
        #expect(CatalogAPIError.unknownSeries("zz").description == #"unknown series id "zz""#)
    }

    @Test func aCancelledCallStopsWaitingAndKeepsPendingFailures() async throws {
        // The real sleep, an hour long: only cancellation can end this call in time.
        let api = CatalogAPI(catalog: SmallCatalog.catalog, latency: 3600)
        await api.failNext(1, of: .detail)
        let call = Task { try await api.seriesDetail(id: "a") }
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(await api.pendingFailureCount(of: .detail) == 1)
    }

    @Test func aCancelledCallGetsNoAnswerEvenIfTheSleepIgnoresCancellation() async throws {
        let api = api
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await api.episodeList(seriesID: "a", seasonID: "a-1")
        }
        await #expect(throws: CancellationError.self) { try await call.value }
    }

    @Test func parsesEndpointNames() throws {
        #expect(try CatalogEndpoint.allCases.map { try CatalogEndpoint(parsing: $0.rawValue) } == CatalogEndpoint.allCases)
        #expect(try CatalogEndpoint(parsing: "recommend") == .recommend)
        #expect(throws: CatalogAPIError.unknownEndpoint("recomend")) { try CatalogEndpoint(parsing: "recomend") }
        #expect(
            CatalogAPIError.unknownEndpoint("recomend").description
                == #"unknown endpoint "recomend" (expected one of detail, episodes, recommend)"#)
    }
}
