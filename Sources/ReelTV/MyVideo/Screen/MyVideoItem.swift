import ReelDiff

/// A row of the My Video screen: a saved series, with what its row shows of it.
public struct MyVideoItem: IdentifiableType, Hashable, Sendable {
    /// The series.
    public var seriesID: String
    /// Its title.
    public var title: String
    /// Its genre.
    public var genre: String

    /// Creates a row.
    public init(seriesID: String, title: String, genre: String) {
        self.seriesID = seriesID
        self.title = title
        self.genre = genre
    }

    public var identity: String { seriesID }
}
