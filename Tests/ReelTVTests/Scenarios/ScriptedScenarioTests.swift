import ReelTV
import ReelTerminal
import ReelUI
import Testing

/// The player and detail screen driven by scripts, as `reel demo --script` runs them, against
/// stored text snapshots. The catalog is the bundled one; the server answers at once (unless a
/// scenario holds it back), and the player runs on a virtual clock that each `wait` moves by
/// exactly its duration, without sleeping.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ScriptedScenarioTests {
    let catalog = try! CatalogLoader.loadBundled()

    private var series: Series { catalog.series[0] }

    /// Runs `script` on the lazy screen and on the eager one, requires both to print the same,
    /// and returns that.
    private func run(
        _ script: String, pattern: RecommendPattern = .grid, failing endpoint: CatalogEndpoint? = nil,
        size: Size = Size(width: 40, height: 24), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> String {
        let lazy = try await run(script, strategy: .lazy, pattern: pattern, failing: endpoint, size: size)
        let eager = try await run(script, strategy: .eager, pattern: pattern, failing: endpoint, size: size)
        #expect(eager == lazy, "the eager screen shows something else than the lazy one", sourceLocation: sourceLocation)
        return lazy
    }

    private func run(
        _ script: String, strategy: DetailStrategy, pattern: RecommendPattern, failing endpoint: CatalogEndpoint?,
        size: Size
    ) async throws -> String {
        let api = CatalogAPI(catalog: catalog, latency: .zero, sleep: { _ in })
        if let endpoint { await api.failNext(1, of: endpoint) }
        let runner = makeRunner(api: api, strategy: strategy, pattern: pattern, size: size)
        var output = ""
        try await runner.run(Script(parsing: script), to: &output)
        return output
    }

    private func makeRunner(api: CatalogAPI, strategy: DetailStrategy, pattern: RecommendPattern = .grid, size: Size) -> ScriptRunner {
        let app = ReelTVApp(catalog: catalog, api: api, pattern: pattern, clock: .makeVirtual())
        let window = Window(traits: TraitCollection(size: size, orientation: .portrait))
        return ScriptRunner(window: window, host: ReelTVHost(app: app, seriesID: series.id, strategy: strategy, sleep: { _ in }))
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
            size: Size(width: 40, height: 30))
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
            let runner = makeRunner(api: api, strategy: strategy, size: Size(width: 40, height: 24))
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
}
