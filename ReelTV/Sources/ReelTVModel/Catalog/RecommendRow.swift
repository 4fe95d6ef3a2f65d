/// A row of recommended series under a detail screen, like "同じジャンルの作品".
package struct RecommendRow: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog.
    package var id: String
    /// The row's heading.
    package var title: String
    /// The recommended series, by id, in order.
    package var seriesIDs: [String]

    /// Creates a row.
    package init(id: String, title: String, seriesIDs: [String]) {
        self.id = id
        self.title = title
        self.seriesIDs = seriesIDs
    }
}
