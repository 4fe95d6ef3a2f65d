import Foundation
import ReelCharts
import ReelTVModel

extension CatalogBenchmarkResult {
    /// The median load time against the catalog's episodes on logarithmic axes, with what
    /// linear and quadratic growth from the smallest catalog would give.
    package static func chart(_ result: CatalogBenchmarkResult) throws -> String {
        let measured = result.sizes.map { LineChart.Point(x: Double($0.episodes), y: $0.load.median * 1e3) }
        var series = [LineChart.Series("CatalogLoader.decode, median", points: measured)]
        if let first = result.sizes.first, result.sizes.count > 1 {
            func growth(_ name: String, power: Double) -> LineChart.Series {
                LineChart.Series(
                    name,
                    points: result.sizes.map { size in
                        let ratio = Double(size.episodes) / Double(first.episodes)
                        return LineChart.Point(x: Double(size.episodes), y: first.load.median * 1e3 * pow(ratio, power))
                    }, kind: .reference)
            }
            series += [growth("linear growth from the smallest", power: 1), growth("quadratic growth", power: 2)]
        }
        let loads = result.sizes.first?.load.samples.count ?? 0
        return try LineChart(
            title: "Loading a catalog: time against size",
            subtitle: "Generated catalogs (fixed seed) decoded and checked by CatalogLoader.decode; median of \(loads) "
                + "loads of each after a warm-up.",
            x: ChartAxis("episodes in the catalog", scale: .logarithmic),
            y: ChartAxis("median load time", unit: "ms", scale: .logarithmic),
            series: series
        ).svg()
    }
}
