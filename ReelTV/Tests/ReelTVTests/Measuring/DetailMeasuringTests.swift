import Foundation
import ReelSignposts
import ReelTVModel
import ReelTVScreens
import ReelTVTerminal
import Testing

/// `reel bench detail`'s measurement: counts and structure only (never wall-clock times).
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DetailMeasuringTests {
    @Test("the lazy screen configures far fewer cells per rotation than the eager one")
    func lazyDoesLessWork() async throws {
        let catalog = try CatalogLoader.loadBundled()
        let measuring = DetailMeasuring(catalog: catalog, seriesID: catalog.series[0].id, pattern: .grid, runs: 2)
        let signposts = SignpostRecorder()
        let eager = try await measuring.measure(.eager, signposts: signposts)
        let lazy = try await measuring.measure(.lazy, signposts: signposts)
        #expect(lazy.cellsConfiguredPerRotation * 10 < eager.cellsConfiguredPerRotation)
        #expect(lazy.visibleViews > 0)
        // Both openings and both rotations of each strategy are in the trace.
        #expect(signposts.summary(for: DetailViewController.Signpost.display)?.count == 4)
        #expect(signposts.summary(for: DetailViewController.Signpost.rotation)?.count == 4)
        // Every screen made was opened: one made only to have a screen at hand would have warmed
        // up the first opening, which must be measured cold, and left its display open.
        #expect(signposts.openIntervalCount == 0, "screens made but never shown")

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
        // Views are counted per window, so the measurement runs here, beside other tests.
        let catalog = try CatalogLoader.loadBundled()
        let measuring = DetailMeasuring(catalog: catalog, seriesID: catalog.series[0].id, pattern: .grid, runs: 1)
        let signposts = SignpostRecorder()
        let eager = try await measuring.measure(.eager, signposts: signposts)
        let lazy = try await measuring.measure(.lazy, signposts: signposts)
        #expect(
            lazy.viewsCreatedBeforeFirstFrame <= lazy.visibleViews,
            "lazy created \(lazy.viewsCreatedBeforeFirstFrame) views before its first frame, \(lazy.visibleViews) visible on it")
        #expect(lazy.viewsCreatedBeforeFirstFrame * 10 < eager.viewsCreatedBeforeFirstFrame)
    }
}
