import ReelDiff
import ReelTVModel

/// One cell of the detail screen's collection view.
///
/// Identities are stable across states (a recommendation's includes its row, since a series
/// may be recommended by two rows), so a new state animates as the smallest change.
package enum DetailItem: IdentifiableType, Hashable, Sendable {
    /// The series' key art, in portrait only (in landscape it sits beside the list).
    case thumbnail(seriesID: String, title: String)
    /// Title, viewing expiry and the control that expands the content info.
    case summary(title: String, expiry: String?, isExpanded: Bool)
    /// Description, cast and staff; present only while expanded.
    case contentInfo(description: String, cast: [Credit], staff: [Credit])
    /// My Video, Download (of the series' featured episode) and Share.
    case actions(isInMyVideo: Bool, download: DetailDownloadBadge)
    /// An episode of the series' first season, with the summary its row shows.
    case episode(Episode, summary: SummaryViewData)
    /// Opens the full episode list, when the series has more episodes than shown.
    case seeMoreEpisodes(remaining: Int)
    /// A recommended series in a recommend row: a tile in the grid pattern, a summary row in
    /// the list pattern.
    case recommendation(rowID: String, series: Series, pattern: RecommendPattern)
    /// The recommendations are loading, or failed and can be retried: the last item of the
    /// content section, laid out as a list row.
    case recommendStatus(RecommendStatus)

    package var identity: String {
        switch self {
        case .thumbnail: "thumbnail"
        case .summary: "summary"
        case .contentInfo: "contentInfo"
        case .actions: "actions"
        case .episode(let episode, _): "episode-\(episode.id)"
        case .seeMoreEpisodes: "seeMoreEpisodes"
        case .recommendation(let rowID, let series, _): "recommendation-\(rowID)-\(series.id)"
        case .recommendStatus: "recommendStatus"
        }
    }
}
