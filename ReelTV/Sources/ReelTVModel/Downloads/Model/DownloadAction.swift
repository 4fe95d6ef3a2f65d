import Foundation

/// What changes the downloads: the person's commands and the transfers' progress.
package enum DownloadAction: Hashable, Sendable {
    /// Queues each request's episode, in the batch's order, unless it already has a download
    /// (of a request repeated within the batch, the first counts). An empty batch changes nothing.
    case enqueue([DownloadRequest], at: Date)
    /// Stops a queued or running download where it is.
    case pause(episodeID: String, at: Date)
    /// Queues a paused download again, to continue from where it stopped.
    case resume(episodeID: String, at: Date)
    /// Queues a failed download again, to continue from where it stopped.
    case retry(episodeID: String, at: Date)
    /// Removes a download that has not completed; a queued one may start in its slot.
    case cancel(episodeID: String, at: Date)
    /// Removes a download, completed or not; a queued one may start in its slot.
    case delete(episodeID: String, at: Date)
    /// Running downloads received bytes: the total received so far for each.
    case progress([String: Int64], at: Date)
    /// A running download stopped with an error.
    case fail(episodeID: String, reason: String, at: Date)
    /// The actions in their order, exactly as if they were dispatched one by one, but as one
    /// change of the downloads: the store publishes only the state after the last of them, and
    /// the library saves it in one transaction, so a kill keeps all of them or none. An empty
    /// list changes nothing.
    case all([DownloadAction])
}

/// What a download is of: the catalog's episode and where it sits.
package struct DownloadRequest: Hashable, Sendable {
    /// The episode.
    package var episodeID: String
    /// The episode's series.
    package var seriesID: String
    /// The episode's season number.
    package var seasonNumber: Int
    /// The episode's number within its season.
    package var episodeNumber: Int
    /// The episode's size.
    package var bytesTotal: Int64

    /// A request for `episode`, the `season`'s, of `series`.
    package init(episode: Episode, season: Season, series: Series) {
        self.init(
            episodeID: episode.id, seriesID: series.id, seasonNumber: season.number, episodeNumber: episode.number,
            bytesTotal: Int64(episode.downloadBytes))
    }

    /// A request for the episode `episodeID`.
    package init(episodeID: String, seriesID: String, seasonNumber: Int, episodeNumber: Int, bytesTotal: Int64) {
        self.episodeID = episodeID
        self.seriesID = seriesID
        self.seasonNumber = seasonNumber
        self.episodeNumber = episodeNumber
        self.bytesTotal = bytesTotal
    }
}
