import Foundation
import ReelCharts
import ReelTVModel

extension DiffBenchmarkResult {
    /// The diff's median time against the list's size, for Reel and the standard library, on
    /// logarithmic axes; Reel's sectioned scenario C as a point of its own.
    package static func chart(_ results: [DiffBenchmarkResult]) throws -> String {
        func points(_ implementation: String, where include: (DiffScenario) -> Bool) -> [LineChart.Point] {
            results.filter { $0.implementation == implementation && include($0.scenario) }
                .sorted { $0.scenario.items < $1.scenario.items }
                .map { LineChart.Point(x: Double($0.scenario.items), y: $0.measurement.median * 1e3, label: $0.scenario.rawValue) }
        }
        let series = [
            LineChart.Series("Reel (StagedChangeset), one list", points: points("reel") { $0 != .C }),
            LineChart.Series("standard library (difference + inferringMoves)", points: points("stdlib") { _ in true }),
            LineChart.Series("Reel, 100 sections (C)", points: points("reel") { $0 == .C }),
        ].filter { !$0.points.isEmpty }
        let runs = results.first { $0.implementation == "reel" }?.measurement.samples.count ?? 0
        let baselineRuns = results.first { $0.implementation == "stdlib" }?.measurement.samples.count
        let subtitle = "Median of \(runs) runs after a warm-up"
            + (baselineRuns.map { ", the standard library's of \($0)" } ?? "") + "; Foundation.UUID items, fixed seeds."
        let scenarios = DiffScenario.allCases.filter { scenario in results.contains { $0.scenario == scenario } }
        return try LineChart(
            title: "Diffing a list: time against size", subtitle: subtitle,
            x: ChartAxis("items in the list", scale: .logarithmic),
            y: ChartAxis("median time per diff", unit: "ms", scale: .logarithmic),
            series: series, notes: scenarios.map { "\($0.rawValue): \($0.summary)" }
        ).svg()
    }
}
