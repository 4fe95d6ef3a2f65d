import Foundation
import ReelTVScreens
import ReelTVTerminal

/// `reel bench detail`'s table: the detail-screen talk's numbers for both strategies, and the
/// targets.
package struct DetailMeasurementTable: CustomStringConvertible {
    let results: [DetailMeasurement]
    let runs: Int

    /// The table of `results`, each of `runs` openings and rotations.
    package init(results: [DetailMeasurement], runs: Int) {
        self.results = results
        self.runs = runs
    }

    package var description: String {
        func ms(_ duration: Duration) -> String {
            String(format: "%.2f ms", Self.milliseconds(duration))
        }
        var lines = [
            "| strategy | init → viewDidAppear (first / later) | init → complete frame (first / later) | rotation min / avg / max | views created before first frame / visible on it (drawn) | layout passes before first frame | cells configured per rotation |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        for result in results {
            lines.append(
                "| \(result.strategy.rawValue) | \(ms(result.firstDisplay)) / \(ms(result.laterDisplay)) | \(ms(result.firstCompleteFrame)) / \(ms(result.laterCompleteFrame)) | \(ms(result.rotationMin)) / \(ms(result.rotationAverage)) / \(ms(result.rotationMax)) | \(result.viewsCreatedBeforeFirstFrame) / \(result.visibleViews) (\(result.drawnViews)) | \(result.layoutPassesBeforeFirstFrame) | \(String(format: "%.1f", result.cellsConfiguredPerRotation)) |"
            )
        }
        lines.append("")
        lines.append(
            "\(runs) openings and \(runs) rotations per strategy of the detail screen alone (without the player area) "
                + "in a 40×24 window; the server answers at once.")
        if let eager = results.first(where: { $0.strategy == .eager }), let lazy = results.first(where: { $0.strategy == .lazy }) {
            // The screen counts as displayed at viewDidAppear, as the detail-screen talk measured
            // it; the lazy screen asks for its recommendations only once its views exist, so its
            // complete frame waits for that answer by design and is reported beside it.
            let displayRatio = lazy.firstDisplay / eager.firstDisplay
            let completeFrameRatio = lazy.firstCompleteFrame / eager.firstCompleteFrame
            lines.append(
                String(
                    format: "lazy's first display (init → viewDidAppear) is %.0f%% of eager's (target ≤ 50%%), its first complete frame %.0f%%; ",
                    displayRatio * 100, completeFrameRatio * 100)
                + "lazy created \(lazy.viewsCreatedBeforeFirstFrame) views before its first frame, \(lazy.visibleViews) visible on it "
                + "(target: no more created than visible), \(lazy.drawnViews) of them drawn (the others are in cells the window's edge cuts).")
        }
        return lines.joined(separator: "\n")
    }

    /// `duration` in milliseconds.
    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    }
}
