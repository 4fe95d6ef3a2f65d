/// A recommend row with its series resolved, as the detail screen shows it.
public struct RecommendSection: Hashable, Sendable, Identifiable {
    /// The row's id.
    public var id: String
    /// The row's heading.
    public var title: String
    /// The recommended series, in order.
    public var series: [Series]

    /// Creates a resolved row.
    public init(id: String, title: String, series: [Series]) {
        self.id = id
        self.title = title
        self.series = series
    }
}
