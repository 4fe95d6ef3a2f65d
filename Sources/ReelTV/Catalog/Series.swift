/// A series in the catalog: what its detail screen shows.
public struct Series: Codable, Hashable, Sendable, Identifiable {
    /// Unique across the catalog, like `"s03"`.
    public var id: String
    /// The Japanese title.
    public var title: String
    /// The English title.
    public var englishTitle: String
    /// The genre, like `"アニメ"`.
    public var genre: String
    /// The synopsis shown in the expanded content info.
    public var description: String
    /// The cast.
    public var cast: [Credit]
    /// The staff.
    public var staff: [Credit]
    /// The seasons, in order; at least one.
    public var seasons: [Season]

    /// Creates a series.
    public init(
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
