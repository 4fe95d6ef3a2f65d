import Foundation
import ReelDataSourceUIKit
import ReelTVModel
import ReelTVScreens
import ReelTVTerminal
import ReelTerminal
import Testing

/// The player and detail screen driven by scripts, as `reel demo --script` runs them, against
/// stored text snapshots. The catalog is the bundled one; the server answers at once (unless a
/// scenario holds it back), and the player runs on a virtual clock that each `wait` moves by
/// exactly its duration, without sleeping.
///
/// The time limit only stops a hung script. It is longer than a whole `swift test` of this package
/// on two cores: every main-actor test of the run shares one thread, so a script that takes 15 s
/// alone took 100 s beside the others, past the minute it had before.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct ScriptedScenarioTests {
    let catalog = try! CatalogLoader.loadBundled()

    private var series: Series { catalog.series[0] }

    /// Runs `script` on the lazy screen and on the eager one, requires both to print the same,
    /// and returns that.
    private func run(
        _ script: String, pattern: RecommendPattern = .grid, failing endpoint: CatalogEndpoint? = nil,
        size: CGSize = CGSize(width: 40, height: 24), prepare: (ReelTVApp) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let lazy = try await run(script, strategy: .lazy, pattern: pattern, failing: endpoint, size: size, prepare: prepare)
        let eager = try await run(script, strategy: .eager, pattern: pattern, failing: endpoint, size: size, prepare: prepare)
        #expect(eager == lazy, "the eager screen shows something else than the lazy one", sourceLocation: sourceLocation)
        return lazy
    }

    private func run(
        _ script: String, strategy: DetailStrategy, pattern: RecommendPattern = .grid, failing endpoint: CatalogEndpoint? = nil,
        size: CGSize, prepare: (ReelTVApp) -> Void = { _ in }
    ) async throws -> String {
        try await runner(running: script, strategy: strategy, pattern: pattern, failing: endpoint, size: size, prepare: prepare).output
    }

    /// A runner that has run `script`, and what the script printed.
    private func runner(
        running script: String, strategy: DetailStrategy, pattern: RecommendPattern = .grid,
        failing endpoint: CatalogEndpoint? = nil, size: CGSize, prepare: (ReelTVApp) -> Void = { _ in }
    ) async throws -> (runner: ScriptRunner, output: String) {
        let api = CatalogAPI(catalog: catalog, latency: .zero, sleep: { _ in })
        if let endpoint { await api.failNext(1, of: endpoint) }
        let runner = makeRunner(api: api, strategy: strategy, pattern: pattern, size: size, prepare: prepare)
        var output = ""
        try await runner.run(Script(parsing: script), to: &output)
        return (runner, output)
    }

    /// A runner whose window fills a terminal of `size`, as `reel demo --size` makes it (80×24
    /// is landscape), over an app `prepare` may set up before anything is shown.
    private func makeRunner(
        api: CatalogAPI, strategy: DetailStrategy, pattern: RecommendPattern = .grid, size: CGSize,
        prepare: (ReelTVApp) -> Void = { _ in }
    ) -> ScriptRunner {
        let app = ReelTVApp(catalog: catalog, api: api, pattern: pattern, clock: .makeVirtual())
        prepare(app)
        let window = UIWindow(terminalSize: size)
        return ScriptRunner(window: window, host: ReelTVHost(app: app, seriesID: series.id, strategy: strategy))
    }

    /// The screens of a run's snapshots, as the window's text dumps: without their header lines
    /// and the newline each snapshot ends with.
    private func screens(_ output: String) -> [String] {
        output.components(separatedBy: "--- snapshot ").dropFirst().map { String($0.drop { $0 != "\n" }.dropFirst().dropLast()) }
    }

    /// Presses `key` in a terminal session on `runner`'s window, a hundred times at a go, until
    /// it no longer moves the scroll target: as a person holding it down would. Returns the
    /// screen then.
    private func holdingDown(_ key: String, on runner: ScriptRunner, sourceLocation: SourceLocation = #_sourceLocation) async throws
        -> String
    {
        let window = runner.window
        let scrollView = try #require(window.scrollTarget, "no scroll view to scroll", sourceLocation: sourceLocation)
        for _ in 0..<100 {
            let before = scrollView.contentOffset
            let session = InteractiveRunner(window: window, host: runner.host, output: "")
            try await session.run(events: AsyncStream { continuation in
                for _ in 0..<100 { continuation.yield(.input(Array(key.utf8))) }
                continuation.finish()
            })
            if scrollView.contentOffset == before { return window.textDump() }
        }
        Issue.record("10,000 presses of \(key) kept scrolling", sourceLocation: sourceLocation)
        return ""
    }

    @Test("portrait, then landscape")
    func portraitAndLandscape() async throws {
        let output = try await run("appear\nwait 0\nsnapshot\nrotate\nwait 0\nsnapshot\nrotate\nwait 0\nsnapshot\n")
        ScenarioSnapshot.expect(output, matches: "portrait-landscape")
    }

    @Test("the content info expanded and collapsed")
    func expandedInfo() async throws {
        let output = try await run("appear\nwait 0\ntap expand\nwait 0\nsnapshot\ntap expand\nwait 0\nsnapshot\n")
        ScenarioSnapshot.expect(output, matches: "expanded-info")
    }

    @Test("the A/B patterns: recommend rows as a grid and as a list")
    func abPatterns() async throws {
        let script = "appear\nwait 0\nscroll 14\nsnapshot\n"
        ScenarioSnapshot.expect(try await run(script, pattern: .grid), matches: "recommend-grid")
        ScenarioSnapshot.expect(try await run(script, pattern: .list), matches: "recommend-list")
    }

    @Test("the recommendations fail, then a retry loads them")
    func recommendFailureThenRetry() async throws {
        // Six rows taller than the other scenarios, for the player, so that the detail shows
        // the failure and then the recommend rows as it did on its own.
        let output = try await run(
            "appear\nwait 0\nscroll 14\nsnapshot\ntap retry\nwait 0\nsnapshot\n", failing: .recommend,
            size: CGSize(width: 40, height: 30))
        #expect(output.contains("おすすめを読み込めませんでした"))
        ScenarioSnapshot.expect(output, matches: "recommend-failure-retry")
    }

    @Test("My Video toggled on one screen stays toggled after visiting another series")
    func myVideoAcrossScreens() async throws {
        let other = catalog.recommendRows[0].seriesIDs.first { $0 != series.id }!
        let output = try await run(
            """
            appear
            wait 0
            tap myvideo
            wait 0
            snapshot
            scroll 14
            tap recommend-\(catalog.recommendRows[0].id)-\(other)
            wait 0
            snapshot
            back
            wait 0
            scroll -14
            snapshot
            """)
        let snapshots = output.components(separatedBy: "--- snapshot")
        #expect(snapshots[1].contains("★ マイビデオ") && snapshots[2].contains("☆ マイビデオ") && snapshots[3].contains("★ マイビデオ"))
        ScenarioSnapshot.expect(output, matches: "my-video")
    }

    @Test("an episode, and back")
    func episodeAndBack() async throws {
        let episode = series.seasons[0].episodes[0]
        let output = try await run("appear\nwait 0\ntap episode-\(episode.id)\nwait 0\nsnapshot\nback\nwait 0\nsnapshot\n")
        ScenarioSnapshot.expect(output, matches: "episode-and-back")
    }

    @Test("the player holds while an episode's screen covers it, and plays on when it is back")
    func playerHoldsWhileCovered() async throws {
        let episode = series.seasons[0].episodes[1]
        let output = try await run(
            "appear\nwait 0\nwait 2000\ntap episode-\(episode.id)\nwait 5000\nback\nwait 1000\nsnapshot\n")
        #expect(output.contains("00:03 "), "2 s before the episode's screen and 1 s after it: \(output)")
    }

    @Test("play and pause: the position moves only while playing, by exactly each wait")
    func playAndPause() async throws {
        let output = try await run(
            "appear\nwait 0\nwait 3000\nsnapshot\ntap play-pause\nwait 2000\nsnapshot\ntap play-pause\nwait 1000\nsnapshot\n")
        let snapshots = output.components(separatedBy: "--- snapshot").dropFirst()
        #expect(snapshots.map { $0.contains("00:03 ") } == [true, true, false])
        #expect(snapshots.last?.contains("00:04 ") == true)
        ScenarioSnapshot.expect(output, matches: "player-play-pause")
    }

    @Test("seeking shows the scene thumbnail until the seek settles, then playback goes on from there")
    func seeking() async throws {
        let output = try await run(
            "appear\nwait 0\ntap seek-forward\ntap seek-forward\nwait 500\nsnapshot\nwait 1000\nsnapshot\ntap seek-back\nsnapshot\n")
        let snapshots = output.components(separatedBy: "--- snapshot").dropFirst()
        #expect(snapshots.map { $0.contains("シーン") } == [true, false, true])
        ScenarioSnapshot.expect(output, matches: "player-seeking")
    }

    @Test("the drawer pulled up over the player, an episode opened from it, and back")
    func drawer() async throws {
        let next = series.seasons[0].episodes[1]
        let output = try await run(
            "appear\nwait 0\ntap drawer\nsnapshot\ntap upnext-\(next.id)\nwait 0\nsnapshot\nback\nwait 0\ntap drawer\nsnapshot\n")
        let snapshots = output.components(separatedBy: "--- snapshot").dropFirst()
        #expect(snapshots.map { $0.contains("おすすめのエピソード") } == [true, false, false])
        #expect(snapshots.dropFirst().first?.contains("\(next.title)\n") == true)
        ScenarioSnapshot.expect(output, matches: "player-drawer")
    }

    @Test("see more: the episode list loads, fails, and loads on a retry")
    func seeMoreLoadingFailureRetry() async throws {
        // The server answers only while the gate is open, so the loading rows are on screen
        // for as long as the script looks at them.
        let steps = [
            (open: true, script: "appear\nwait 0\n"),
            (open: false, script: "tap seemore\nsnapshot\n"),
            (open: true, script: "wait 0\nsnapshot\n"),
            (open: false, script: "tap retry\nsnapshot\n"),
            (open: true, script: "wait 0\nsnapshot\n"),
        ]
        var outputs: [DetailStrategy: String] = [:]
        for strategy in DetailStrategy.allCases {
            let gate = Gate()
            let api = CatalogAPI(catalog: catalog, latency: .zero, sleep: { _ in await gate.pass() })
            await api.failNext(1, of: .episodes)
            let runner = makeRunner(api: api, strategy: strategy, size: CGSize(width: 40, height: 24))
            var output = ""
            for step in steps {
                await gate.set(open: step.open)
                output += "# \(step.open ? "the server answers" : "the server holds its answers"): \(step.script.split(separator: "\n").joined(separator: ", "))\n"
                try await runner.run(Script(parsing: step.script), to: &output)
            }
            outputs[strategy] = output
        }
        #expect(outputs[.eager] == outputs[.lazy], "the eager screen shows something else than the lazy one")
        let output = try #require(outputs[.lazy])
        let snapshots = output.components(separatedBy: "--- snapshot").dropFirst()
        #expect(snapshots.map { $0.contains("エピソードを読み込み中…") } == [true, false, true, false])
        #expect(snapshots.map { $0.contains("エピソードを読み込めませんでした") } == [false, true, false, false])
        #expect(snapshots.last?.contains("■ \(series.seasons[0].title)") == true)
        ScenarioSnapshot.expect(output, matches: "see-more-failure-retry")
    }

    // MARK: Resizing the terminal

    /// Regression: from 200×44 to 80×24 (landscape both) the thumbnail kept the 80 columns it
    /// had been given for 200, and the list beside it vanished until the next rotation.
    @Test("a wide terminal resized narrower in the same orientation: the list keeps its place beside the thumbnail")
    func resizeWideToNarrow() async throws {
        let output = try await run("appear\nwait 0\nsnapshot\nresize 80x24\nsnapshot\n", size: CGSize(width: 200, height: 44))
        let opened = try await run("appear\nwait 0\nsnapshot\n", size: CGSize(width: 80, height: 24))
        #expect(screens(output).last == screens(opened).first, "resized to 80×24, the screen is the one opened at 80×24")
        #expect(screens(output).last?.contains("░ 星降る街のアルケミスト\n") == true, "the series' title beside the thumbnail")
        ScenarioSnapshot.expect(output, matches: "resize-wide-to-narrow")
    }

    @Test("a narrow terminal resized wider in the same orientation: the thumbnail takes its share of the new width")
    func resizeNarrowToWide() async throws {
        let output = try await run("appear\nwait 0\nsnapshot\nresize 200x44\nsnapshot\n", size: CGSize(width: 80, height: 24))
        let opened = try await run("appear\nwait 0\nsnapshot\n", size: CGSize(width: 200, height: 44))
        #expect(screens(output).last == screens(opened).first, "resized to 200×44, the screen is the one opened at 200×44")
        ScenarioSnapshot.expect(output, matches: "resize-narrow-to-wide")
    }

    @Test("a portrait terminal resized to landscape and back: each time the screen opened at that size")
    func resizeAcrossOrientations() async throws {
        let output = try await run("appear\nwait 0\nresize 100x30\nsnapshot\nresize 40x24\nsnapshot\n")
        let landscape = try await run("appear\nwait 0\nsnapshot\n", size: CGSize(width: 100, height: 30))
        let portrait = try await run("appear\nwait 0\nsnapshot\n")
        #expect(screens(output) == screens(landscape) + screens(portrait))
        ScenarioSnapshot.expect(output, matches: "resize-portrait-landscape")
    }

    // MARK: Scrolling past the end

    /// Regression: `scroll 500` left a blank list: the offset stopped at the content's end, but
    /// the list was not told and kept the cells of the top.
    @Test("scroll 500 on the detail shows its last page, as holding j down does; scroll -500 its first")
    func detailScrollPastTheEnd() async throws {
        let output = try await run("appear\nwait 0\nscroll 500\nsnapshot\nscroll -500\nsnapshot\n")
        let opened = try await run("appear\nwait 0\nsnapshot\n")
        for strategy in DetailStrategy.allCases {
            let shown = try await runner(running: "appear\nwait 0\n", strategy: strategy, size: CGSize(width: 40, height: 24))
            #expect(try await holdingDown("j", on: shown.runner) == screens(output).first, "\(strategy)")
        }
        #expect(screens(output).last == screens(opened).first)
        ScenarioSnapshot.expect(output, matches: "detail-scroll-past-the-end")
    }

    @Test("scroll 3000 on the downloads of all 1,370 episodes shows the last page, as holding j down does")
    func downloadsScrollPastTheEnd() async throws {
        let episodeIDs = catalog.series.flatMap { $0.seasons.flatMap { $0.episodes.map(\.id) } }
        #expect(episodeIDs.count == 1370)
        let queueAll: (ReelTVApp) -> Void = { $0.downloads.download(episodeIDs: episodeIDs) }
        let openDownloads = "appear\nback\ntap menu-downloads\nwait 0\n"
        let output = try await run(openDownloads + "scroll 3000\nsnapshot\n", prepare: queueAll)
        let shown = try await runner(running: openDownloads, strategy: .lazy, size: CGSize(width: 40, height: 24), prepare: queueAll)
        #expect(try await holdingDown("j", on: shown.runner) == screens(output).first)
        ScenarioSnapshot.expect(output, matches: "downloads-scroll-past-the-end")
    }
}
