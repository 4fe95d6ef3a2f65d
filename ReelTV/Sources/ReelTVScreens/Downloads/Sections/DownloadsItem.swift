import ReelDiff
import ReelTVModel

/// A row of the downloads screen, as the downloads-screen talk declares it: a downloaded episode,
/// or the link to a series' other episodes.
///
/// An episode's identity is its episode id and its equality includes the whole download, state
/// and progress: a progress tick is an *update* of the row (reconfigured in place), not a delete
/// and an insert.
package enum DownloadsItem: IdentifiableType, Hashable, Sendable {
    /// An episode's download.
    case episode(Download)
    /// Opens the series' detail, where its other episodes are.
    case seeOtherEpisode(series: DownloadSeries)

    package var identity: String {
        switch self {
        case .episode(let download): download.episodeID
        // Prefixed so that a series id can never meet an episode id.
        case .seeOtherEpisode(let series): "seeOtherEpisode-\(series.id)"
        }
    }
}
