/// A series in the catalog: what its detail screen shows.
package struct Series: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog, like `"s03"`.
    package var id: String
    /// The Japanese title.
    package var title: String
    /// The English title.
    package var englishTitle: String
    /// The genre, like `"アニメ"`.
    package var genre: String
    /// The synopsis shown in the expanded content info.
    package var description: String
    /// The cast.
    package var cast: [Credit]
    /// The staff.
    package var staff: [Credit]
    /// The seasons, in order; at least one.
    package var seasons: [Season]

    /// The episode the series starts with, which the player plays and the detail screen's
    /// Download button downloads: the first of the first season that has any. A catalog's
    /// series always has one (``CatalogLoader`` refuses a series without episodes).
    package var firstEpisode: Episode? {
        seasons.lazy.compactMap(\.episodes.first).first
    }

    /// Creates a series.
    package init(
        id: String, title: String, englishTitle: String, genre: String, description: String, cast: [Credit],
        staff: [Credit], seasons: [Season]
    ) {
        self.id = id
        self.title = title
        self.englishTitle = englishTitle
        self.genre = genre
        self.description = description
        self.cast = cast
        self.staff = staff
        self.seasons = seasons
    }
}
