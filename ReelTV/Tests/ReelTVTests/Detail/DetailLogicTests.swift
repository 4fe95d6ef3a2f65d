import ReelStream
import ReelTVModel
import ReelTVScreens
import Testing

/// The detail-screen logic ("The detail screen" in docs/Background.md): lazy views, recommendations
/// after them, sections from state.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DetailLogicTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the recommend server is down" }
    }

    /// Counts recommendation fetches, failing the first `failures` of them.
    final class RecommendServer: @unchecked Sendable {
        // Only touched from the main actor's tasks in these tests.
        var calls = 0
        var failures: Int

        init(failures: Int = 0) { self.failures = failures }

        func fetch() throws -> [RecommendSection] {
            calls += 1
            if failures > 0 {
                failures -= 1
                throw Failure()
            }
            return SampleCatalog.recommendations
        }
    }

    let library = Library.inMemory()
    var myVideo: MyVideoStore { library.myVideo }
    var dispatcher: Dispatcher<MyVideoAction> { library.myVideoDispatcher }
    let series = SampleCatalog.series("s1")
    let downloads: DownloadManager
    let clock = VirtualTimeScheduler()

    init() {
        downloads = DownloadManager(library: library, catalog: Catalog(series: [series], recommendRows: []))
    }

    /// A detail stream of `series` (the test's own by default) whose recommendations come from
    /// `server`, each answer waiting for `gate`.
    private func makeStream(
        server: RecommendServer, gate: Gate = Gate(), pattern: RecommendPattern = .grid, series: Series? = nil
    ) -> ViewStream<DetailLogic> {
        let series = series ?? self.series
        return ViewStream(
            extra: DetailLogic.Extra(
                seriesID: series.id, orientation: .portrait, pattern: pattern,
                fetchSeries: { _ in series },
                fetchRecommendations: { _ in
                    await gate.pass()
                    return try await MainActor.run { try server.fetch() }
                },
                myVideo: myVideo, myVideoDispatcher: dispatcher, downloads: downloads.state,
                startDownload: { [downloads] in downloads.download(episodeID: $0) },
                scheduler: clock.eraseToAnyScheduler(), loadingRowDelay: 0.1))
    }

    @Test("views are created once, after the series loaded and the screen appeared")
    func readyOnce() async {
        let stream = makeStream(server: RecommendServer())
        let ready = OutputRecorder(stream.output.readyForInitializingViews.map { "ready" })
        let loaded = OutputRecorder(stream.output.series.compactMap { $0?.id })
        #expect(await loaded.next() == "s1")
        #expect(ready.takeValues() == [])
        stream.input.viewDidAppear()
        stream.input.viewDidAppear()
        #expect(ready.takeValues() == ["ready"])
    }

    @Test("sections appear only once the views exist, and recommendations are fetched after them")
    func sectionsAfterViews() async {
        let server = RecommendServer()
        let stream = makeStream(server: server)
        let sections = OutputRecorder(stream.output.sections.map { $0.map(\.identity) })
        let lastContentItem = OutputRecorder(stream.output.sections.map { $0[0].items.last?.identity })
        let status = OutputRecorder(stream.output.recommendStatus)
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.viewDidAppear()
        #expect(sections.takeValues() == [])
        #expect(server.calls == 0)

        stream.input.didFinishInitializingViews()
        // The rows arrive within the loading row's delay, so no loading row shows before them.
        #expect(await sections.next(where: { $0.count > 1 }) == ["content", "recommend-r1", "recommend-r2"])
        #expect(!lastContentItem.takeValues().contains("recommendStatus"))
        clock.advance(by: .milliseconds(100))
        #expect(lastContentItem.takeValues().allSatisfy { $0 == "seeMoreEpisodes" })
        #expect(await status.next() == .notRequested)
        #expect(await status.next() == .loading)
        #expect(await status.next() == .loaded)
        #expect(server.calls == 1)
    }

    @Test("a first fetch slower than the delay shows the loading row once the delay has passed")
    func loadingRowAfterDelay() async {
        let gate = Gate()
        await gate.set(open: false)
        let stream = makeStream(server: RecommendServer(), gate: gate)
        let lastContentItem = OutputRecorder(stream.output.sections.map { $0[0].items.last?.identity })
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.didFinishInitializingViews()
        #expect(await lastContentItem.next() == "seeMoreEpisodes")
        clock.advance(by: .milliseconds(99))
        #expect(lastContentItem.takeValues().isEmpty)
        clock.advance(by: .milliseconds(1))
        #expect(lastContentItem.takeValues() == ["recommendStatus"])
        await gate.set(open: true)
        #expect(await lastContentItem.next() == "seeMoreEpisodes")
    }

    @Test("a failed fetch shows the error, and a retry loads the recommendations")
    func failureThenRetry() async {
        let server = RecommendServer(failures: 1)
        let stream = makeStream(server: server)
        let status = OutputRecorder(stream.output.recommendStatus.changes)
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.didFinishInitializingViews()
        #expect(await status.next() == .loading)
        #expect(await status.next() == .failed(message: "the recommend server is down"))
        stream.input.retryRecommendations()
        #expect(await status.next() == .loading)
        #expect(await status.next() == .loaded)
        #expect(server.calls == 2)
    }

    @Test("expanding, rotating and My Video recompute the sections")
    func sectionsFollowState() async {
        let stream = makeStream(server: RecommendServer(failures: 1))
        let content = OutputRecorder(stream.output.sections.map { $0[0].items.map(\.identity) })
        let actions = OutputRecorder(stream.output.sections.compactMap { sections in
            sections[0].items.first { $0.identity == "actions" }
        })
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.didFinishInitializingViews()
        #expect(await content.next()?.prefix(3) == ["thumbnail", "summary", "actions"])
        stream.input.toggleContentInfo()
        #expect(await content.next(where: { $0.contains("contentInfo") })?.prefix(3) == ["thumbnail", "summary", "contentInfo"])
        stream.input.orientation(.landscape)
        #expect(await content.next(where: { !$0.contains("thumbnail") })?.prefix(2) == ["summary", "contentInfo"])
        _ = actions.takeValues()
        stream.input.toggleMyVideo()
        #expect(await actions.next() == .actions(isInMyVideo: true, download: .none))
        #expect(myVideo.state.value.seriesIDs == ["s1"])
    }

    @Test("My Video is shared: a second screen of the same series sees the change")
    func myVideoIsShared() async {
        let first = makeStream(server: RecommendServer())
        let second = makeStream(server: RecommendServer())
        let seen = OutputRecorder(second.output.sections.compactMap { sections in
            sections[0].items.first { $0.identity == "actions" }
        }.removeDuplicates())
        _ = await OutputRecorder(second.output.series.compactMap { $0 }).next()
        second.input.didFinishInitializingViews()
        #expect(await seen.next() == .actions(isInMyVideo: false, download: .none))
        first.input.toggleMyVideo()
        #expect(await seen.next() == .actions(isInMyVideo: true, download: .none))
    }

    @Test("Download starts the featured episode's download, shows its progress in whole percent, and later taps open the downloads screen")
    func download() async {
        let stream = makeStream(server: RecommendServer())
        let badges = OutputRecorder(stream.output.sections.compactMap { sections -> DetailDownloadBadge? in
            guard case .actions(_, let badge) = sections[0].items.first(where: { $0.identity == "actions" }) else { return nil }
            return badge
        }.removeDuplicates())
        let shown = OutputRecorder(stream.output.showDownloads.map { "downloads" })
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.didFinishInitializingViews()
        #expect(await badges.next() == DetailDownloadBadge.none)

        stream.input.download()
        #expect(await badges.next() == .downloading(percent: 0))
        #expect(downloads.state.value["s1-e1"]?.state == .downloading)
        // 300 MB at 200 MB/s: a tenth of a second is 20 MB, 6%; ten ticks of a millisecond change
        // nothing shown.
        for _ in 0..<10 { downloads.tick(elapsed: 0.001) }
        downloads.tick(elapsed: 0.09)
        #expect(await badges.next() == .downloading(percent: 6))
        #expect(shown.takeValues().isEmpty)

        stream.input.download()
        #expect(await shown.next() == "downloads")
        downloads.tick(elapsed: 2)
        #expect(await badges.next() == .completed)
    }
}

extension DetailLogicTests {
    @Test("a series whose first season is empty shows its sections, and Download downloads its first episode, of the next season")
    func emptyFirstSeason() async {
        var opening = series
        opening.seasons.insert(Season(id: "s1-0", number: 0, title: "特別編", episodes: []), at: 0)
        let stream = makeStream(server: RecommendServer(), series: opening)
        let sections = OutputRecorder(stream.output.sections.map { $0.map(\.identity) })
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.didFinishInitializingViews()
        #expect(await sections.next()?.first == "content")
        stream.input.download()
        #expect(downloads.state.value[series.seasons[0].episodes[0].id]?.state == .downloading)
    }

    @Test("a failure shows as a section with the reason, and the retry replaces it with the rows")
    func failureSection() async {
        let stream = makeStream(server: RecommendServer(failures: 1))
        let sections = OutputRecorder(stream.output.sections.map { $0.last?.items.last })
        _ = await OutputRecorder(stream.output.series.compactMap { $0 }).next()
        stream.input.didFinishInitializingViews()
        #expect(await sections.next(where: { if case .recommendStatus(.failed) = $0 { true } else { false } }) != nil)
        stream.input.retryRecommendations()
        #expect(await sections.next() == .recommendStatus(.loading))
        let rows = await sections.next()
        if case .recommendation = rows ?? nil {} else { Issue.record("expected the recommend rows after the retry, got \(String(describing: rows))") }
    }
}

extension OutputRecorder {
    /// The next value that satisfies `condition`, skipping the others (states a screen passes
    /// through on its way, whose number depends on how emissions interleave).
    func next(where condition: (Value) -> Bool) async -> Value? {
        while let value = await next() {
            if condition(value) { return value }
        }
        return nil
    }
}
