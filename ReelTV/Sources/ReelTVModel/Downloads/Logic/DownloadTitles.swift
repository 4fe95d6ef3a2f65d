/// What the downloads screen needs of the catalog: titles, and the catalog's order of series.
///
/// Built once per screen, so that computing the sections for a state (on every progress tick)
/// looks titles up instead of walking the catalog. A download whose series or episode is no
/// longer in the catalog still shows, under its id or number.
package struct DownloadTitles: Sendable {
    private struct SeasonKey: Hashable {
        var seriesID: String
        var number: Int
    }

    private var seriesTitles: [String: String] = [:]
    private var seriesOrder: [String: Int] = [:]
    private var seasonTitles: [SeasonKey: String] = [:]
    private var episodeTitles: [String: String] = [:]

    /// The titles of `catalog`.
    package init(catalog: Catalog) {
        for (index, series) in catalog.series.enumerated() {
            seriesTitles[series.id] = series.title
            seriesOrder[series.id] = index
            for season in series.seasons {
                seasonTitles[SeasonKey(seriesID: series.id, number: season.number)] = season.title
                for episode in season.episodes { episodeTitles[episode.id] = episode.title }
            }
        }
    }

    /// The series' title.
    package func seriesTitle(_ seriesID: String) -> String {
        seriesTitles[seriesID] ?? seriesID
    }

    /// The season's title.
    package func seasonTitle(seriesID: String, number: Int) -> String {
        seasonTitles[SeasonKey(seriesID: seriesID, number: number)] ?? "シーズン\(number)"
    }

    /// The title of `download`'s episode (the catalog's titles carry the episode's number,
    /// like `"第3話 告白"`); just the number when the catalog does not have it.
    package func episodeTitle(of download: Download) -> String {
        episodeTitles[download.episodeID] ?? "第\(download.episodeNumber)話"
    }

    /// Where the series comes in the catalog; series that are not in it come last.
    package func order(ofSeries seriesID: String) -> Int {
        seriesOrder[seriesID] ?? Int.max
    }
}
