import ReelTV
import ReelTerminal
import ReelUI
import Testing

/// The detail screen driven by scripts, as `reel demo --script` runs them, against stored
/// text snapshots. The catalog is the bundled one; the server answers at once.
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
        let app = ReelTVApp(catalog: catalog, api: api, pattern: pattern)
        let window = Window(traits: TraitCollection(size: size, orientation: .portrait))
        var output = ""
        try await ScriptRunner(window: window, host: ReelTVHost(app: app, seriesID: series.id, strategy: strategy))
            .run(Script(parsing: script), to: &output)
        return output
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
        let output = try await run(
            "appear\nwait 0\nscroll 14\nsnapshot\ntap retry\nwait 0\nsnapshot\n", failing: .recommend)
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
}
