/// An episode of the catalog with the season and series it belongs to: what a download of it,
/// or a line about it, needs to know.
package struct CatalogEpisode: Hashable, Sendable {
    /// The episode's series.
    package var series: Series
    /// The episode's season.
    package var season: Season
    /// The episode.
    package var episode: Episode

    /// Collects an episode and where it sits.
    package init(series: Series, season: Season, episode: Episode) {
        self.series = series
        self.season = season
        self.episode = episode
    }

    /// A download request for the episode.
    var downloadRequest: DownloadRequest {
        DownloadRequest(episode: episode, season: season, series: series)
    }
}

extension Catalog {
    /// Every episode of every series, by episode id.
    package var episodesByID: [String: CatalogEpisode] {
        var episodes: [String: CatalogEpisode] = [:]
        for series in series {
            for season in series.seasons {
                for episode in season.episodes {
                    episodes[episode.id] = CatalogEpisode(series: series, season: season, episode: episode)
                }
            }
        }
        return episodes
    }
}
