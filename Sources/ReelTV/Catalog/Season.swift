/// A season of a series.
public struct Season: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog, like `"s03-2"`.
    public var id: String
    /// The season's number, from 1.
    public var number: Int
    /// Its name, like `"シーズン2"` or `"第1期"`.
    public var title: String
    /// Its episodes, in order.
    public var episodes: [Episode]

    /// Creates a season.
    public init(id: String, number: Int, title: String, episodes: [Episode]) {
        self.id = id
        self.number = number
        self.title = title
        self.episodes = episodes
    }
}
