import ReelStream
import ReelTVModel

/// The logic of the downloads screen (a Reel stream): its sections are declared from the app-wide
/// downloads store and the catalog, and its buttons become the download manager's commands.
package enum DownloadsLogic: ViewStreamLogic {
    /// What the screen sends.
    package struct Input: ViewStreamInput {
        /// A row's button was tapped.
        package let command = PublishRelay<DownloadCommand>()

        package init() {}
    }

    /// What the logic depends on.
    package struct Extra {
        /// The downloads, and where their commands go.
        package var downloads: DownloadManager
        /// The catalog's titles.
        package var titles: DownloadTitles

        /// Collects the dependencies.
        package init(downloads: DownloadManager, titles: DownloadTitles) {
            self.downloads = downloads
            self.titles = titles
        }
    }

    /// What the screen observes.
    package struct Output {
        /// The sections, from the current downloads on.
        package let sections: Property<[DownloadsSection]>
        /// Whether there is no download at all: the screen says so instead of an empty list.
        package let isEmpty: Property<Bool>
    }

    @MainActor
    package static func bind(input: InputPublishers<Input>, state: NoState, extra: Extra, bag: DisposeBag) -> Output {
        input.command
            .sink { [downloads = extra.downloads] in perform($0, on: downloads) }
            .disposed(by: bag)
        // The store publishes its current state on subscription, which replaces `[]` at once.
        let sections = Property(
            initial: [],
            updates: extra.downloads.state
                .map { [titles = extra.titles] in Self.sections(for: $0, titles: titles) }
                .removeDuplicates())
        return Output(sections: sections, isEmpty: Property(initial: true, updates: sections.map(\.isEmpty)))
    }

    /// The sections for `state`: one episode list per series season that has downloads, in
    /// the catalog's order of series, then the other section with a link per series.
    ///
    /// Within a season, unfinished downloads come first in queue order, then completed ones by
    /// episode number, so a download that completes moves down among the completed ones.
    package static func sections(for state: DownloadsState, titles: DownloadTitles) -> [DownloadsSection] {
        let bySeason = Dictionary(grouping: state.downloads.values) { download in
            DownloadSeason(
                seriesID: download.seriesID, seasonNumber: download.seasonNumber,
                seriesTitle: titles.seriesTitle(download.seriesID),
                seasonTitle: titles.seasonTitle(seriesID: download.seriesID, number: download.seasonNumber))
        }
        let seasons = bySeason.keys.sorted {
            (titles.order(ofSeries: $0.seriesID), $0.seriesID, $0.seasonNumber)
                < (titles.order(ofSeries: $1.seriesID), $1.seriesID, $1.seasonNumber)
        }
        guard !seasons.isEmpty else { return [] }
        var seriesShown: Set<String> = []
        let series = seasons.filter { seriesShown.insert($0.seriesID).inserted }
        return seasons.map { season in
            .episodeList(season: season, items: inRowOrder(bySeason[season] ?? []).map(DownloadsItem.episode))
        } + [.other(items: series.map { .seeOtherEpisode(series: DownloadSeries(id: $0.seriesID, title: $0.seriesTitle)) })]
    }

    private static func inRowOrder(_ downloads: [Download]) -> [Download] {
        downloads.sorted { lhs, rhs in
            let (lhsDone, rhsDone) = (lhs.state == .completed, rhs.state == .completed)
            if lhsDone != rhsDone { return rhsDone }
            return lhsDone
                ? (lhs.episodeNumber, lhs.queuePosition) < (rhs.episodeNumber, rhs.queuePosition)
                : lhs.queuePosition < rhs.queuePosition
        }
    }

    @MainActor
    private static func perform(_ command: DownloadCommand, on downloads: DownloadManager) {
        downloads.apply(command.kind.action, to: [command.episodeID])
    }
}
