import Foundation
import ReelCharts
import ReelTVModel

extension DataSourceBenchmarkResult {
    /// Each way of showing scenario C's target, median and min, beside the diff alone.
    package static func chart(_ result: DataSourceBenchmarkResult) throws -> String {
        let variants = [result.diff, result.animated, result.reload]
        return try BarChart(
            title: "Applying a large change through the data source",
            subtitle: "Scenario C (100 sections × 1,000 items, \(result.counts.total.formatted()) changes) on a collection view "
                + "showing \(result.rows) rows; \(result.diff.samples.count) runs of each after a warm-up.",
            categories: ["diff alone (StagedChangeset)", "apply, animated", "apply, reloadData"],
            value: ChartAxis("time from apply until the target is on screen", unit: "ms"),
            series: [
                BarChart.Series("median", values: variants.map { $0.median * 1e3 }),
                BarChart.Series("min", values: variants.map { $0.min * 1e3 }),
            ],
            notes: [
                "The animated apply is timed until its last animation ended: \(result.animatedRun.batchUpdates) batch updates, "
                    + "\(result.animatedRun.cellsConfigured) cells configured. reloadData reconfigures every visible cell and "
                    + "animates nothing."
            ]
        ).svg()
    }
}
