import Foundation
import ReelTVModel
import ReelTVScreens
import ReelUI
import Testing

/// `reel bench detail`'s measurement: counts and structure only (never wall-clock times).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct DetailMeasuringTests {
    @Test("the lazy screen configures far fewer cells per rotation than the eager one")
    func lazyDoesLessWork() async throws {
        let catalog = try CatalogLoader.loadBundled()
        let measuring = DetailMeasuring(catalog: catalog, seriesID: catalog.series[0].id, pattern: .grid, runs: 2)
        let signposts = SignpostRecorder()
        let eager = await measuring.measure(.eager, signposts: signposts)
        let lazy = await measuring.measure(.lazy, signposts: signposts)
        // Views created are counted process-wide, which tests running alongside would disturb;
        // cells configured are counted per app.
        #expect(lazy.cellsConfiguredPerRotation * 10 < eager.cellsConfiguredPerRotation)
        #expect(lazy.visibleViews > 0)
        // Both openings and both rotations of each strategy are in the trace.
        #expect(signposts.summary(for: DetailViewController.Signpost.display)?.count == 4)
        #expect(signposts.summary(for: DetailViewController.Signpost.rotation)?.count == 4)

        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode([eager, lazy])) as? [[String: Any]]
        let keys = Set(json?.first?.keys.map { $0 } ?? [])
        for key in [
            "strategy", "first_display_ms", "later_display_ms", "rotation_ms_min", "rotation_ms_avg", "rotation_ms_max",
            "views_created_before_first_frame", "layout_passes_before_first_frame",
        ] {
            #expect(keys.contains(key), "JSON key \(key)")
        }
    }

    @Test("the lazy screen creates no more views before its first frame than the frame shows")
    func lazyCreatesOnlyVisibleViews() async throws {
        // Views created are counted process-wide, so the measurement runs in a process of its own.
        let outcome = try await ChildProcess(path: try ReelExecutable.path())
            .run(["bench", "detail", "--runs", "1", "--json"], killing: nil)
        #expect(outcome.exitStatus == 0, "\(outcome)")
        let json = try JSONSerialization.jsonObject(with: Data(outcome.lines.joined(separator: "\n").utf8)) as? [[String: Any]]
        let lazy = try #require(json?.first { $0["strategy"] as? String == "lazy" })
        let eager = try #require(json?.first { $0["strategy"] as? String == "eager" })
        let created = try #require(lazy["views_created_before_first_frame"] as? Int)
        let visible = try #require(lazy["visible_views_on_first_frame"] as? Int)
        #expect(created <= visible, "lazy created \(created) views before its first frame, \(visible) visible on it")
        #expect(created * 10 < (eager["views_created_before_first_frame"] as? Int ?? 0))
    }
}
