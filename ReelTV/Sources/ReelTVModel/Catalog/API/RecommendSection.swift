/// A recommend row with its series looked up, as ``CatalogAPI/recommendations(for:)`` returns it.
package struct RecommendSection: Hashable, Sendable, Identifiable {
    /// The row.
    package var row: RecommendRow
    /// The row's series, in the row's order.
    package var series: [Series]

    /// The row's id.
    package var id: String { row.id }

    /// The row's heading.
    package var title: String { row.title }

    /// Creates a section.
    package init(row: RecommendRow, series: [Series]) {
        self.row = row
        self.series = series
    }
}
