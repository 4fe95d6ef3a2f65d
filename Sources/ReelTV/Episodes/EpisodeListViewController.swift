import ReelDataSource
import ReelDiff
import ReelUI

/// Every episode of a series, a section per season: the detail screen's "see more".
@MainActor
final class EpisodeListViewController: ViewController {
    typealias SeasonSection = AnimatableSectionModel<String, EpisodeRow>

    /// An episode with the summary its row shows.
    struct EpisodeRow: IdentifiableType, Hashable, Sendable {
        let episode: Episode
        let summary: SummaryViewData
        var identity: String { episode.id }
    }

    private let series: Series
    private let downloads: DownloadManager
    private let collectionView = CollectionView(layout: CollectionLayout(showsSectionHeaders: true))
    private var dataSource: SectionedDataSource<SeasonSection, CollectionView>?

    init(series: Series, downloads: DownloadManager) {
        self.series = series
        self.downloads = downloads
        super.init()
        title = series.title
    }

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        collectionView.registerSummaryCells()
        collectionView.register(SectionTitleHeader.self)
        dataSource = SectionedDataSource(
            list: collectionView,
            cellProvider: { [weak self, downloads] collectionView, path, row in
                collectionView.dequeueSummaryCell(for: row.summary, at: path, identifier: "episode-\(row.episode.id)") {
                    self?.navigationController?.pushViewController(
                        EpisodeViewController(episode: row.episode, downloads: downloads), animated: true)
                }
            },
            headerProvider: { collectionView, section, model in
                let header = collectionView.dequeueReusableHeader(SectionTitleHeader.self, for: section)
                header.configure(title: model.model)
                return header
            })
        dataSource?.apply(
            series.seasons.map { season in
                SeasonSection(
                    model: season.title,
                    items: season.episodes.map { EpisodeRow(episode: $0, summary: SummaryViewData(episode: $0, season: season)) })
            },
            animated: false, completion: nil)
    }
}
