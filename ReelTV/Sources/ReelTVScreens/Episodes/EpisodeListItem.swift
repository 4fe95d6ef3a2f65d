import ReelDiff
import ReelTVModel

/// A row of the full episode list.
package enum EpisodeListItem: IdentifiableType, Hashable, Sendable {
    /// An episode, with the summary its row shows.
    case episode(Episode, summary: SummaryViewData)
    /// The episodes are loading, or failed and can be retried.
    case status(message: String, canRetry: Bool)

    package var identity: String {
        switch self {
        case .episode(let episode, _): "episode-\(episode.id)"
        case .status: "status"
        }
    }
}
