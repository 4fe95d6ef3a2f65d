import Foundation
import ReelCharts
import ReelTVModel
import ReelTVScreens

extension LayoutBenchmarkRow {
    /// Each combination's median time per configure, the enum view beside the generic one.
    package static func chart(_ rows: [LayoutBenchmarkRow], batch: Int) throws -> String {
        var combinations: [String] = []
        for row in rows where !combinations.contains(row.combination) { combinations.append(row.combination) }
        func values(_ pattern: Pattern) -> [Double] {
            combinations.map { combination in
                rows.first { $0.combination == combination && $0.pattern == pattern }?.medianNanosecondsPerConfigure ?? .nan
            }
        }
        return try BarChart(
            title: "Configuring a reused summary view: enum against type parameters",
            subtitle: "Median per configure over batches of \(batch.formatted()) reused views. Each enum configure follows "
                + "one of another combination; each type-parameter configure follows its own with other values.",
            categories: combinations,
            value: ChartAxis("median time per configure", unit: "ns"),
            series: [
                BarChart.Series("enum (EnumSummaryView)", values: values(.enumView)),
                BarChart.Series("type parameter (SummaryView<Combination>)", values: values(.typeParameter)),
            ]
        ).svg()
    }
}
