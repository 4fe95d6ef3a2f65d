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
