import ReelDataSource
import ReelDataSourceUIKit
import ReelStream
import ReelTVModel

/// Every episode of a series, a section per season: the detail screen's "see more". The
/// episodes come from the server (``EpisodeListLogic``), with a loading row first and a retry
/// after a failure. Selecting an episode's row opens its screen.
@MainActor
final class EpisodeListViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    private let stream: ViewStream<EpisodeListLogic>
    private let bag = DisposeBag()
    private let collectionView: UICollectionView
    private var dataSource: SectionedDataSource<EpisodeListSection, CollectionViewList>?
    private let sizingCells = SizingCells()
    private let makeEpisodeScreen: @MainActor (Episode) -> UIViewController
    private let effects: EffectTracker?

    /// The list of `series`' episodes, fetched with `fetchEpisodes`, the fetches and the list's
    /// diffs counted by `effects`.
    init(
        series: Series, fetchEpisodes: @escaping @Sendable (String, String) async throws -> [Episode],
        effects: EffectTracker?, makeEpisodeScreen: @escaping @MainActor (Episode) -> UIViewController
    ) {
        self.makeEpisodeScreen = makeEpisodeScreen
        self.effects = effects
        stream = ViewStream(extra: EpisodeListLogic.Extra(series: series, fetchEpisodes: fetchEpisodes, effects: effects))
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
        title = series.title
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func loadView() {
        view = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.delegate = self
        let input = stream.input
        dataSource = SectionedDataSource(
            list: CollectionViewList(collectionView), configuration: DataSourceConfiguration(diffTracker: effects),
            cellProvider: { _, _, item in Self.cell(for: item) { input.retry() } },
            headerProvider: { _, _, model in
                guard case .season(_, let title) = model.kind else { return nil }
                return CollectionViewList.SupplementaryView(SectionTitleHeader.self) { $0.configure(title: title) }
            })
        stream.output.sections
            .sink { [weak self] in self?.dataSource?.apply($0, completion: nil) }
            .disposed(by: bag)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        stream.input.viewDidAppear()
    }

    /// The cell of `item`: an episode's summary (`episode-<id>`), or the request's status with
    /// its retry button calling `onRetry`.
    private static func cell(for item: EpisodeListItem, onRetry: @escaping @MainActor () -> Void) -> CollectionViewList.Cell {
        switch item {
        case .episode(let episode, let summary):
            summary.cell(identifier: "episode-\(episode.id)")
        case .status(let message, let canRetry):
            CollectionViewList.Cell(RequestStatusCell.self) { $0.configure(message: message, canRetry: canRetry, onRetry: onRetry) }
        }
    }

    // MARK: UICollectionViewDelegateFlowLayout

    /// Every row a line of its own, as tall as its cell at the list's width.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let item = dataSource?.item(at: indexPath) else { return .zero }
        let width = collectionView.bounds.width
        let height: CGFloat
        switch item {
        case .episode(_, let summary):
            let cellClass = summary.combination.cellClass
            height = sizingCells.height(of: cellClass.type, width: width, make: cellClass.make) { summary.configure($0, identifier: nil) }
        case .status(let message, let canRetry):
            height = sizingCells.height(of: RequestStatusCell.self, width: width, make: { RequestStatusCell() }) {
                $0.configure(message: message, canRetry: canRetry, onRetry: {})
            }
        }
        return CGSize(width: width, height: height)
    }

    /// A season's title above its episodes; none above the status row.
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        guard let sections = dataSource?.sections, sections.indices.contains(section), case .season = sections[section].kind else {
            return .zero
        }
        return CGSize(width: collectionView.bounds.width, height: SectionTitleHeader.height)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        if case .episode? = dataSource?.item(at: indexPath) { true } else { false }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard case .episode(let episode, _)? = dataSource?.item(at: indexPath) else { return }
        navigationController?.pushViewController(makeEpisodeScreen(episode), animated: true)
    }
}
