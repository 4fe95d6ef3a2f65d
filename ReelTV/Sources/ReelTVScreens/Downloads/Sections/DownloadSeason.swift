import ReelTVModel
/// A season of a series that has downloads: what a section of the downloads screen is about,
/// with the titles its header shows.
package struct DownloadSeason: Hashable, Sendable {
    /// The series.
    package var seriesID: String
    /// The season's number within the series.
    package var seasonNumber: Int
    /// The series' title.
    package var seriesTitle: String
    /// The season's title, like `"シーズン2"`.
    package var seasonTitle: String

    /// Creates a season of the downloads screen.
    package init(seriesID: String, seasonNumber: Int, seriesTitle: String, seasonTitle: String) {
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.seriesTitle = seriesTitle
        self.seasonTitle = seasonTitle
    }

    /// Series and season number: the titles are content, so a renamed season updates its header.
    package var identity: String { "\(seriesID)#\(seasonNumber)" }
}
