import Foundation
import ReelConsole
import ReelTVModel

/// One line of `reel downloads list`: a stored download with the titles the catalog gives it.
struct DownloadListing: Encodable {
    var episodeID: String
    /// The episode's title, when the catalog still has the episode.
    var episodeTitle: String?
    var seriesID: String
    /// The series' English title, when the catalog still has the series.
    var seriesTitle: String?
    var seasonNumber: Int
    var episodeNumber: Int
    var state: String
    var failureReason: String?
    var bytesReceived: Int64
    var bytesTotal: Int64
    var progress: Double
    var queuePosition: Int64

    /// `download`, titled from `entry` if the catalog has its episode.
    init(_ download: Download, entry: CatalogEpisode?) {
        episodeID = download.episodeID
        episodeTitle = entry?.episode.title
        seriesID = download.seriesID
        seriesTitle = entry?.series.englishTitle
        seasonNumber = download.seasonNumber
        episodeNumber = download.episodeNumber
        state = download.state.name
        if case .failed(let reason) = download.state { failureReason = reason }
        bytesReceived = download.bytesReceived
        bytesTotal = download.bytesTotal
        progress = download.progress
        queuePosition = download.queuePosition
    }

    /// The line for the text listing: id, series, season and episode, state, bytes, percent.
    /// Ids, titles and the failure reason come from the catalog and the library file, so they
    /// are made safe for a terminal: an escape sequence or a newline in a title is shown, not
    /// acted on, and every download stays one line.
    var line: String {
        let series = seriesTitle.map { "\(seriesID.shownAsID()) \($0.terminalSafe())" } ?? seriesID.shownAsID()
        let number = "S\(seasonNumber) E\(episodeNumber)"
        let episode = episodeTitle.map { "\(number) \($0.terminalSafe())" } ?? number
        let state = failureReason.map { "\(self.state) (\($0.terminalSafe()))" } ?? self.state
        let percent = Download.percent(received: bytesReceived, of: bytesTotal)
        return "\(episodeID.shownAsID())  \(series)  \(episode)  \(state)  \(bytesReceived)/\(bytesTotal) bytes  \(percent)%"
    }
}
