import ReelStream
import ReelTVModel
import ReelTVScreens
import Testing

/// "See more": the full episode list from the server, with loading, failure and retry.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct EpisodeListLogicTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the episode server is down" }
    }

    /// Answers season requests, failing the first `failures`, and records them.
    final class EpisodeServer: @unchecked Sendable {
        // Only touched from the main actor's tasks in these tests.
        var requests: [String] = []
        var failures: Int
        let series: Series

        init(series: Series, failures: Int = 0) {
            self.series = series
            self.failures = failures
        }

        func episodes(seriesID: String, seasonID: String) throws -> [Episode] {
            requests.append(seasonID)
            if failures > 0 {
                failures -= 1
                throw Failure()
            }
            return series.seasons.first { $0.id == seasonID }?.episodes ?? []
        }
    }

    /// Two seasons of three and two episodes.
    let series: Series = {
        var series = SampleCatalog.series("s1", episodes: 3)
        series.seasons.append(Season(id: "s1-2", number: 2, title: "シーズン2", episodes: (1...2).map { SampleCatalog.episode($0, of: "s1-2") }))
        return series
    }()

    private func makeStream(server: EpisodeServer) -> ViewStream<EpisodeListLogic> {
        // The list screen is pushed with the series' seasons, not their episodes: those come
        // from the server.
        var outline = series
        for index in outline.seasons.indices { outline.seasons[index].episodes = [] }
        return ViewStream(
            extra: EpisodeListLogic.Extra(
                series: outline,
                fetchEpisodes: { seriesID, seasonID in
                    try await MainActor.run { try server.episodes(seriesID: seriesID, seasonID: seasonID) }
                }))
    }

    @Test("it loads every season once the screen appeared, with a loading row until then")
    func loadsOnAppear() async {
        let server = EpisodeServer(series: series)
        let stream = makeStream(server: server)
        let statuses = OutputRecorder(stream.output.status)
        #expect(stream.output.sections.value.map(\.identity) == ["status"])
        stream.input.viewDidAppear()
        // The current status, then the request's.
        #expect(await statuses.next() == .loading)
        #expect(await statuses.next() == .loading)
        #expect(await statuses.next() == .loaded(series.seasons))
        #expect(server.requests == ["s1-1", "s1-2"])
        let sections = stream.output.sections.value
        #expect(sections.map(\.identity) == ["season-s1-1", "season-s1-2"])
        #expect(sections.map(\.items.count) == [3, 2])
        stream.input.viewDidAppear()
        #expect(server.requests.count == 2, "appearing again does not fetch again")
    }

    @Test("a failure shows with a retry; retrying loads again")
    func failureThenRetry() async {
        let server = EpisodeServer(series: series, failures: 1)
        let stream = makeStream(server: server)
        let statuses = OutputRecorder(stream.output.status.changes)
        stream.input.viewDidAppear()
        #expect(await statuses.next() == .loading)
        #expect(await statuses.next() == .failed(message: "the episode server is down"))
        #expect(server.requests == ["s1-1"], "a failed season stops the others")
        #expect(stream.output.sections.value.first?.items == [.status(message: "エピソードを読み込めませんでした: the episode server is down", canRetry: true)])
        stream.input.retry()
        #expect(await statuses.next() == .loading)
        #expect(await statuses.next() == .loaded(series.seasons))
        #expect(server.requests == ["s1-1", "s1-1", "s1-2"])
    }
}
