import ReelCharts
import ReelTVModel
import ReelTVScreens
import ReelTVTerminal

extension DetailMeasurementTable {
    /// Each strategy's times to display the screen, to show it complete and to rotate it.
    package func chart() throws -> String {
        let measures: [(name: String, value: (DetailMeasurement) -> Duration)] = [
            ("init → viewDidAppear, first", \.firstDisplay),
            ("init → viewDidAppear, later", \.laterDisplay),
            ("init → complete frame, first", \.firstCompleteFrame),
            ("init → complete frame, later", \.laterCompleteFrame),
            ("rotation, min", \.rotationMin),
            ("rotation, average", \.rotationAverage),
            ("rotation, max", \.rotationMax),
        ]
        let views = results.map {
            "\($0.strategy.rawValue): \($0.viewsCreatedBeforeFirstFrame) views created before the first complete frame, "
                + "\($0.visibleViews) visible on it"
        }
        return try BarChart(
            title: "The detail screen: built lazily against eagerly",
            subtitle: "\(runs) openings and \(runs) rotations per strategy of the detail screen alone in a 40×24 window; "
                + "the server answers at once. Later openings: the median.",
            categories: measures.map(\.name),
            value: ChartAxis("time", unit: "ms"),
            series: results.map { result in
                BarChart.Series(result.strategy.rawValue, values: measures.map { Self.milliseconds($0.value(result)) })
            },
            notes: views.isEmpty ? [] : [views.joined(separator: "; ") + "."]
        ).svg()
    }
}
