import ReelDiff

/// A row of the downloads screen, as the downloads-screen talk declares it: a downloaded episode,
/// or the link to the series' other episodes.
enum DownloadSeriesSectionItem: IdentifiableType, Equatable {
    case episode(downloadMedia: DownloadMedia)
    case seeOtherEpisode(series: ExampleDownloadSeries)

    // MARK: - IdentifiableType

    var identity: String {
        switch self {
        case .episode(let downloadMedia): "episode-\(downloadMedia.id)"
        case .seeOtherEpisode(let series): "seeOtherEpisode-\(series.id)"
        }
    }

    // MARK: - Equatable

    /// Same row with the same content: a download's progress is content, so it is an update.
    static func == (lhs: DownloadSeriesSectionItem, rhs: DownloadSeriesSectionItem) -> Bool {
        switch (lhs, rhs) {
        case (.episode(let left), .episode(let right)): left == right
        case (.seeOtherEpisode(let left), .seeOtherEpisode(let right)): left == right
        default: false
        }
    }
}
