import ReelTVModel

/// Everything the detail screen's sections are computed from.
///
/// The sections are a pure function of this value, so rotating, expanding the content info,
/// receiving recommendations or switching the A/B pattern is a new value whose sections the data
/// source diffs into an animated update — the detail-screen talk's one-line reordering for the A/B
/// test.
package struct DetailContent: Hashable, Sendable {
    /// How many episodes the content section shows before "see more".
    static let episodesShown = 5

    /// The series shown.
    package var series: Series
    /// Portrait puts the thumbnail in the content section; landscape beside the list.
    package var orientation: ScreenOrientation
    /// Whether the content info is expanded.
    package var isContentInfoExpanded: Bool
    /// Whether the series is in My Video.
    package var isInMyVideo: Bool
    /// Where the featured episode's download is.
    package var download: DetailDownloadBadge
    /// The recommend rows received so far (none while loading or after a failure).
    package var recommendations: [RecommendSection]
    /// Where the recommendations are; loading and failure show as a section of their own.
    package var recommendStatus: RecommendStatus
    /// Whether loading recommendations show a loading row (a failure always shows).
    var showsLoadingRow: Bool
    /// How recommend rows are laid out.
    package var pattern: RecommendPattern

    /// Creates the content of a detail screen.
    package init(
        series: Series, orientation: ScreenOrientation, isContentInfoExpanded: Bool = false,
        isInMyVideo: Bool = false, download: DetailDownloadBadge = .none, recommendations: [RecommendSection] = [], recommendStatus: RecommendStatus = .loaded,
        showsLoadingRow: Bool = true, pattern: RecommendPattern = .grid
    ) {
        self.series = series
        self.orientation = orientation
        self.isContentInfoExpanded = isContentInfoExpanded
        self.isInMyVideo = isInMyVideo
        self.download = download
        self.recommendations = recommendations
        self.recommendStatus = recommendStatus
        self.showsLoadingRow = showsLoadingRow
        self.pattern = pattern
    }

    /// The sections: the content section (ending with the recommendations' loading or failure,
    /// if any), then one section per recommend row.
    package var sections: [DetailSection] {
        var content: [DetailItem] = []
        if orientation == .portrait {
            content.append(.thumbnail(seriesID: series.id, title: series.title))
        }
        content.append(.summary(title: series.title, expiry: expiry, isExpanded: isContentInfoExpanded))
        if isContentInfoExpanded {
            content.append(.contentInfo(description: series.description, cast: series.cast, staff: series.staff))
        }
        content.append(.actions(isInMyVideo: isInMyVideo, download: download))
        if let season = series.seasons.first {
            content += season.episodes.prefix(Self.episodesShown).map {
                .episode($0, summary: SummaryViewData(episode: $0, season: season))
            }
            let remaining = series.seasons.reduce(0) { $0 + $1.episodes.count } - min(Self.episodesShown, season.episodes.count)
            if remaining > 0 { content.append(.seeMoreEpisodes(remaining: remaining)) }
        }
        switch recommendStatus {
        case .loading where showsLoadingRow, .failed: content.append(.recommendStatus(recommendStatus))
        case .loading, .notRequested, .loaded: break
        }
        let recommend = recommendations.map { row in
            DetailSection(
                kind: .recommend(id: row.id, title: row.title, pattern: pattern),
                items: row.series.map { .recommendation(rowID: row.id, series: $0, pattern: pattern) })
        }
        return [DetailSection(kind: .content, items: content)] + recommend
    }

    /// The earliest viewing expiry among the first season's episodes, as the summary shows it.
    private var expiry: String? {
        let expiries = series.seasons.first?.episodes.compactMap(\.viewingExpiresAt) ?? []
        return expiries.min().map { "視聴期限 \(SummaryFormat.time($0))" }
    }
}
