import ReelDiff

/// A section of the downloads screen, the downloads-screen talk's enum: one episode list per series
/// season that has downloads, then the other section with a link per series.
package enum DownloadsSection: AnimatableSectionModelType, Hashable, Sendable {
    /// The downloads of one season of a series.
    case episodeList(season: DownloadSeason, items: [DownloadsItem])
    /// The links to the series' other episodes.
    case other(items: [DownloadsItem])

    package var identity: String {
        switch self {
        case .episodeList(let season, _): "episodeList-\(season.identity)"
        case .other: "other"
        }
    }

    /// The rows.
    package var items: [DownloadsItem] {
        switch self {
        case .episodeList(_, let items): items
        case .other(let items): items
        }
    }

    package init(original: DownloadsSection, items: [DownloadsItem]) {
        switch original {
        case .episodeList(let season, _): self = .episodeList(season: season, items: items)
        case .other: self = .other(items: items)
        }
    }

    /// A season whose titles changed updates its header in place.
    package func isContentEqual(to other: DownloadsSection) -> Bool {
        switch (self, other) {
        case (.episodeList(let season, _), .episodeList(let otherSeason, _)): season == otherSeason
        default: true
        }
    }
}
