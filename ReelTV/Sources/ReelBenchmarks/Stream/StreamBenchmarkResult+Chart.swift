import Foundation
import ReelCharts
import ReelTVModel

extension StreamBenchmarkResult {
    /// The time per event of each pipeline, median and min.
    package static func chart(_ result: StreamBenchmarkResult) throws -> String {
        let pipelines = [result.handWritten, result.reel]
        let perEvent = { (seconds: Double) in seconds / Double(result.events) * 1e9 }
        return try BarChart(
            title: "A Reel stream against the same pipeline in Combine",
            subtitle: "map, filter, combineLatest and withLatestFrom; \(result.events.formatted()) events per run, "
                + "\(result.reel.samples.count) runs of each after a warm-up.",
            categories: ["hand-written Combine", "Reel stream"],
            value: ChartAxis("time per event", unit: "ns"),
            series: [
                BarChart.Series("median", values: pipelines.map { perEvent($0.median) }),
                BarChart.Series("min", values: pipelines.map { perEvent($0.min) }),
            ],
            notes: [
                String(
                    format: "Reel / hand-written: %.2f× median, %.2f× min (target: at most %.1f×).", result.medianRatio,
                    result.minRatio, StreamBenchmarkResult.targetRatio)
            ]
        ).svg()
    }
}
