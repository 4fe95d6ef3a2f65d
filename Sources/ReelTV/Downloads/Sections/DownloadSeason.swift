/// A season of a series that has downloads: what a section of the downloads screen is about,
/// with the titles its header shows.
public struct DownloadSeason: Hashable, Sendable {
    /// The series.
    public var seriesID: String
    /// The season's number within the series.
    public var seasonNumber: Int
    /// The series' title.
    public var seriesTitle: String
    /// The season's title, like `"シーズン2"`.
    public var seasonTitle: String

    /// Creates a season of the downloads screen.
    public init(seriesID: String, seasonNumber: Int, seriesTitle: String, seasonTitle: String) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.seriesTitle = seriesTitle
        self.seasonTitle = seasonTitle
    }

    /// Series and season number: the titles are content, so a renamed season updates its header.
    public var identity: String { "\(seriesID)#\(seasonNumber)" }
}
