/// A season of a series.
package struct Season: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog, like `"s03-2"`.
    package var id: String
    /// The season's number, from 1.
    package var number: Int
    /// Its name, like `"シーズン2"` or `"第1期"`.
    package var title: String
    /// Its episodes, in order.
    package var episodes: [Episode]

    /// Creates a season.
    package init(id: String, number: Int, title: String, episodes: [Episode]) {
        self.id = id
        self.number = number
        self.title = title
        self.episodes = episodes
    }
}
