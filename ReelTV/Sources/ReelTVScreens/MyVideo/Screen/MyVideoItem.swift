import ReelDiff

/// A row of the My Video screen: a saved series, with what its row shows of it.
package struct MyVideoItem: IdentifiableType, Hashable, Sendable {
    /// The series.
    package var seriesID: String
    /// Its title.
    package var title: String
    /// Its genre.
    package var genre: String

    /// Creates a row.
    package init(seriesID: String, title: String, genre: String) {
        self.seriesID = seriesID
        self.title = title
        self.genre = genre
    }

    package var identity: String { seriesID }
}
