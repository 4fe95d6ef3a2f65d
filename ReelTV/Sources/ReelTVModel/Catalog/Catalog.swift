/// Everything the app shows: the series and the recommend rows.
package struct Catalog: Codable, Hashable, Sendable {
    /// Every series.
    package var series: [Series]
    /// The recommend rows shown under a detail screen.
    package var recommendRows: [RecommendRow]

    /// Creates a catalog.
    package init(series: [Series], recommendRows: [RecommendRow]) {
        self.series = series
        self.recommendRows = recommendRows
    }
}
