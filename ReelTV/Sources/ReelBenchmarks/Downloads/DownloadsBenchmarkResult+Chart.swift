import Foundation
import ReelCharts
import ReelTVModel

extension DownloadsBenchmarkResult {
    /// The most points a run's distribution is drawn with: plenty for a smooth curve, few
    /// enough to keep the file small however many changes a run had.
    private static let distributionPoints = 200

    /// The distribution of each run's latency: for each latency, the share of store changes
    /// shown within it.
    package static func chart(_ result: DownloadsBenchmarkResult) throws -> String {
        // Dates are read to the microsecond, so a latency too short to tell from zero is drawn
        // at a microsecond: the logarithmic axis has no zero.
        func milliseconds(_ seconds: Double) -> Double { max(seconds * 1e3, 1e-3) }
        func distribution(_ run: Run) -> [LineChart.Point] {
            let sorted = run.latencies.sorted()
            guard !sorted.isEmpty else { return [] }
            let steps = min(sorted.count, distributionPoints)
            // The k-th smallest latency, and the share of changes at or below it, at `steps` ranks.
            let ranks = (1...steps).map { ($0 * sorted.count + steps - 1) / steps }
            return [LineChart.Point(x: milliseconds(sorted[0]), y: 0)]
                + ranks.map { LineChart.Point(x: milliseconds(sorted[$0 - 1]), y: 100 * Double($0) / Double(sorted.count)) }
        }
        func name(_ run: Run) -> String {
            let what = run.showsScreen ? "downloads screen in a 60×40 window" : "baseline: no screen"
            return "\(what) (\(run.latencies.count.formatted()) changes)"
        }
        return try LineChart(
            title: "Downloads: how soon a saved change is shown",
            subtitle: "\(result.downloads.formatted()) downloads, \(result.concurrency) at once, a tick every "
                + "\(result.tickMilliseconds) ms, on SQLite. Latency runs from the tick behind a store change (saving "
                + "included) to the screen showing it; for the baseline, to the store publishing it.",
            x: ChartAxis("latency", unit: "ms", scale: .logarithmic),
            y: ChartAxis("store changes shown within this latency", unit: "%"),
            series: [
                LineChart.Series(name(result.screen), points: distribution(result.screen)),
                LineChart.Series(name(result.baseline), points: distribution(result.baseline)),
            ]
        ).svg()
    }
}
