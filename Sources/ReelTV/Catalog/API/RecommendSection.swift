/// A recommend row with its series looked up, as ``CatalogAPI/recommendations(for:)`` returns it.
public struct RecommendSection: Hashable, Sendable, Identifiable {
    /// The row.
    public var row: RecommendRow
    /// The row's series, in the row's order.
    public var series: [Series]

    /// The row's id.
    public var id: String { row.id }

    /// The row's heading.
    public var title: String { row.title }

    /// Creates a section.
    public init(row: RecommendRow, series: [Series]) {
        self.row = row
        self.series = series
    }
}
