/// Everything the app shows: the series and the recommend rows.
public struct Catalog: Codable, Hashable, Sendable {
    /// Every series.
    public var series: [Series]
    /// The recommend rows shown under a detail screen.
    public var recommendRows: [RecommendRow]

    /// Creates a catalog.
    public init(series: [Series], recommendRows: [RecommendRow]) {
        self.series = series
        self.recommendRows = recommendRows
    }
}
