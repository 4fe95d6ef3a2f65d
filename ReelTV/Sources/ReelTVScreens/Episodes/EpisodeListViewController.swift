import ReelDataSource
import ReelDataSourceReelUI
import ReelStream
import ReelTVModel
import ReelUI

/// Every episode of a series, a section per season: the detail screen's "see more". The
/// episodes come from the server (``EpisodeListLogic``), with a loading row first and a retry
/// after a failure.
@MainActor
final class EpisodeListViewController: ViewController {
    private let stream: ViewStream<EpisodeListLogic>
    private let bag = DisposeBag()
    private let collectionView = CollectionView(layout: CollectionLayout(showsSectionHeaders: true))
    private var dataSource: SectionedDataSource<EpisodeListSection, CollectionView>?
    private let makeEpisodeScreen: @MainActor (Episode) -> ViewController
    private let effects: EffectTracker?

    /// The list of `series`' episodes, fetched with `fetchEpisodes`, the fetches and the list's
    /// diffs counted by `effects`.
    init(
        series: Series, fetchEpisodes: @escaping @Sendable (String, String) async throws -> [Episode],
        effects: EffectTracker?, makeEpisodeScreen: @escaping @MainActor (Episode) -> ViewController
    ) {
        self.makeEpisodeScreen = makeEpisodeScreen
        self.effects = effects
        stream = ViewStream(extra: EpisodeListLogic.Extra(series: series, fetchEpisodes: fetchEpisodes, effects: effects))
        super.init()
        title = series.title
    }

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        collectionView.registerSummaryCells()
        collectionView.register(SectionTitleHeader.self)
        collectionView.register(RequestStatusCell.self)
        dataSource = SectionedDataSource(
            list: collectionView, configuration: DataSourceConfiguration(effects: effects),
            cellProvider: { [weak self, input = stream.input] collectionView, path, item in
                switch item {
                case .episode(let episode, let summary):
                    return collectionView.dequeueSummaryCell(for: summary, at: path, identifier: "episode-\(episode.id)") {
                        guard let self else { return }
                        self.navigationController?.pushViewController(self.makeEpisodeScreen(episode), animated: true)
                    }
                case .status(let message, let canRetry):
                    let cell = collectionView.dequeueReusableCell(RequestStatusCell.self, for: path)
                    cell.configure(message: message, canRetry: canRetry) { input.retry() }
                    return cell
                }
            },
            headerProvider: { collectionView, section, model in
                guard case .season(_, let title) = model.kind else { return nil }
                let header = collectionView.dequeueReusableHeader(SectionTitleHeader.self, for: section)
                header.configure(title: title)
                return header
            })
        stream.output.sections
            .sink { [weak self] in self?.dataSource?.apply($0, completion: nil) }
            .disposed(by: bag)
    }

    override func viewDidAppear(_ animated: Bool) {
        stream.input.viewDidAppear()
    }
}
