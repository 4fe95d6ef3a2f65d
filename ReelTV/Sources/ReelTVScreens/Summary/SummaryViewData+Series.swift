import ReelTVModel
extension SummaryViewData {
    /// How a recommended series is summarised in a list-pattern recommend row: its newest
    /// season's first episode decides the combination (free, coin or viewing type, as in the
    /// episode list), and the row shows the series' title.
    package init(series: Series) {
        guard let season = series.seasons.last, let episode = season.episodes.first else {
            self = .noSubTextBasic(title: series.title)
            return
        }
        var shown = episode
        shown.title = series.title
        self.init(episode: shown, season: season)
    }
}
