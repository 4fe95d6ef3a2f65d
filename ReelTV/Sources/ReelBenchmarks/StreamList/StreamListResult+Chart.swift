import Foundation
import ReelCharts
import ReelTVModel

extension StreamListResult {
    /// Per list size, each implementation's longest main-actor block at p99 and the age of the
    /// shown state at p99, for a stream of `rate` states a second: how smooth the list stays
    /// and how far behind the state it shows.
    package static func chart(_ results: [StreamListResult], rate: Double) throws -> String {
        let sizes = sizes(of: results)
        let implementations = results.map(\.implementation).reduce(into: [StreamListImplementation]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        func values(_ implementation: StreamListImplementation, _ value: (StreamListResult) -> Double) -> [Double] {
            sizes.map { size in
                results.first { $0.size == size && $0.implementation == implementation }.map { value($0) * 1e3 } ?? .nan
            }
        }
        return try BarChart(
            title: String(format: "A %g Hz stream of list states: main-actor blocks and the shown state's age", rate),
            subtitle: "Each size streams \(results.first?.states ?? 0) states into a list on the UIKit stand-in's collection view; "
                + "p99 of the main actor's blocks (wall clock) and of the shown state's age, per implementation.",
            categories: sizes.map { "\($0.formatted()) items" },
            value: ChartAxis("p99", unit: "ms"),
            series: implementations.map { BarChart.Series("\($0.rawValue): main-actor block", values: values($0, \.mainP99)) }
                + implementations.map { BarChart.Series("\($0.rawValue): shown age", values: values($0, \.shownAgeP99)) },
            notes: [
                String(format: "A frame is over budget when a block lasts longer than one period of the stream, %.1f ms at %g Hz; the table lists those counts.", 1e3 / rate, rate)
            ]
        ).svg()
    }
}
