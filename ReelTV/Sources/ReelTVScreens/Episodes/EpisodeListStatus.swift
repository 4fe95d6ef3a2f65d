import ReelTVModel
/// Where the full episode list is: its seasons are fetched one by one with
/// ``CatalogAPI/episodeList(seriesID:seasonID:)`` when the screen appears, and again on a retry.
package enum EpisodeListStatus: Hashable, Sendable {
    /// Being fetched (or about to be).
    case loading
    /// Every season, with its episodes as the server returned them.
    case loaded([Season])
    /// A season could not be fetched; retrying fetches them all again.
    case failed(message: String)

    /// The screen's sections: a season each once loaded, else one status row.
    package var sections: [EpisodeListSection] {
        switch self {
        case .loading:
            [EpisodeListSection(kind: .status, items: [.status(message: "エピソードを読み込み中…", canRetry: false)])]
        case .failed(let message):
            [EpisodeListSection(kind: .status, items: [.status(message: "エピソードを読み込めませんでした: \(message)", canRetry: true)])]
        case .loaded(let seasons):
            seasons.map { season in
                EpisodeListSection(
                    kind: .season(id: season.id, title: season.title),
                    items: season.episodes.map { .episode($0, summary: SummaryViewData(episode: $0, season: season)) })
            }
        }
    }
}
