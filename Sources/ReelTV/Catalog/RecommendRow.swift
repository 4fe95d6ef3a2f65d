/// A row of recommended series under a detail screen, like "同じジャンルの作品".
public struct RecommendRow: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog.
    public var id: String
    /// The row's heading.
    public var title: String
    /// The recommended series, by id, in order.
    public var seriesIDs: [String]

    /// Creates a row.
    public init(id: String, title: String, seriesIDs: [String]) {
        self.id = id
        self.title = title
        self.seriesIDs = seriesIDs
    }
}
