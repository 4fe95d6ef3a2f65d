import ReelDataSource
import ReelDiff
import ReelUI

/// Every episode of a series, a section per season: the detail screen's "see more".
@MainActor
final class EpisodeListViewController: ViewController {
    typealias SeasonSection = AnimatableSectionModel<String, EpisodeRow>

    /// An episode with its season's title, as a row of the list.
    struct EpisodeRow: IdentifiableType, Hashable, Sendable {
        let episode: Episode
        var identity: String { episode.id }
    }

    private let series: Series
    private let collectionView = CollectionView(layout: CollectionLayout(showsSectionHeaders: true))
    private var dataSource: SectionedDataSource<SeasonSection, CollectionView>?

    init(series: Series) {
        self.series = series
        super.init()
        title = series.title
    }

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        collectionView.register(EpisodeRowCell.self)
        collectionView.register(SectionTitleHeader.self)
        dataSource = SectionedDataSource(
            list: collectionView,
            cellProvider: { [weak self] collectionView, path, row in
                let cell = collectionView.dequeueReusableCell(EpisodeRowCell.self, for: path)
                cell.configure(episode: row.episode) { self?.navigationController?.pushViewController(EpisodeViewController(episode: row.episode), animated: true) }
                return cell
            },
            headerProvider: { collectionView, section, model in
                let header = collectionView.dequeueReusableHeader(SectionTitleHeader.self, for: section)
                header.configure(title: model.model)
                return header
            })
        dataSource?.apply(
            series.seasons.map { SeasonSection(model: $0.title, items: $0.episodes.map(EpisodeRow.init)) },
            animated: false, completion: nil)
    }
}
