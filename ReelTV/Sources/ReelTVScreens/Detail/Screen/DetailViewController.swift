import ReelDataSourceUIKit
import ReelSignposts
import ReelStream

/// What both ways of building the detail screen share: the ``DetailLogic`` stream, the signposts of
/// the detail-screen talk (display, rotation), the orientation sent to the stream as the traits
/// change, the root view with the landscape key art, and the actions of the cells.
/// ``LazyDetailViewController`` and ``EagerDetailViewController`` only differ in the views they
/// build.
@MainActor
package class DetailViewController: UIViewController {
    /// Signpost names, shared by both screens and the measuring command.
    package enum Signpost {
        /// From `init` to `viewDidAppear`.
        package static let display = "detail.display"
        /// Creating the collection view and its data source.
        package static let createList = "detail.create.list"
        /// Creating the thumbnail.
        static let createThumbnail = "detail.create.thumbnail"
        /// From `willTransition(to:with:)` (a change of traits: a rotation) to the transition's
        /// completion.
        package static let rotation = "detail.rotation"
    }

    let dependencies: DetailDependencies
    let strategy: DetailStrategy
    let stream: ViewStream<DetailLogic>
    let bag = DisposeBag()
    /// The root view: the content, and the key art beside it in landscape.
    let rootView = DetailRootView()
    /// The landscape key art, once made.
    private var thumbnail: UIImageView?
    private let displayInterval: SignpostID

    init(seriesID: String, orientation: ScreenOrientation, dependencies: DetailDependencies, strategy: DetailStrategy) {
        self.dependencies = dependencies
        self.strategy = strategy
        displayInterval = dependencies.signposts.begin(
            Signpost.display, metadata: ["series": seriesID, "strategy": strategy.rawValue])
        stream = ViewStream(
            extra: DetailLogic.Extra(
                seriesID: seriesID, orientation: orientation, pattern: dependencies.pattern,
                fetchSeries: dependencies.fetchSeries, fetchRecommendations: dependencies.fetchRecommendations,
                myVideo: dependencies.library.myVideo, myVideoDispatcher: dependencies.library.myVideoDispatcher,
                downloads: dependencies.downloads.state,
                startDownload: { [downloads = dependencies.downloads] in downloads.download(episodeID: $0) },
                scheduler: dependencies.scheduler, effects: dependencies.effects))
        super.init(nibName: nil, bundle: nil)
        title = seriesID
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    package override func loadView() {
        view = rootView
    }

    package override func viewDidLoad() {
        super.viewDidLoad()
        stream.output.showDownloads
            .sink { [weak self] in
                guard let self, let screen = self.dependencies.makeDownloadsScreen() else { return }
                self.navigationController?.pushViewController(screen, animated: true)
            }
            .disposed(by: bag)
        // The key art may exist before the series has loaded (the eager screen opened in
        // landscape shows it at once), so it takes the title when it comes.
        stream.output.series
            .compactMap { $0?.title }
            .sink { [weak self] title in
                self?.title = title
                self?.thumbnail?.image = UIImage(named: title)
            }
            .disposed(by: bag)
    }

    package override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        dependencies.signposts.end(displayInterval)
        stream.input.viewDidAppear()
    }

    /// Sends the orientation when the vertical size class changes (a rotation): the arrangement
    /// and the sections follow it. The landscape key art takes its size from the root view's
    /// width as it lays out, so a new size in the same orientation needs nothing from here.
    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let traits = traitCollection
        guard traits.verticalSizeClass != .unspecified, traits.verticalSizeClass != previousTraitCollection?.verticalSizeClass else {
            return
        }
        stream.input.orientation(traits.screenOrientation)
    }

    package override func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        let signposts = dependencies.signposts
        let interval = signposts.begin(
            Signpost.rotation,
            metadata: ["to": newCollection.screenOrientation.rawValue, "strategy": strategy.rawValue])
        coordinator.animate(alongsideTransition: nil) { _ in signposts.end(interval) }
    }

    /// The sections the screen's views show now. Each screen says, from the views it built.
    var shownSections: [DetailSection] { [] }

    /// Work the screen has started on its views and not finished (a batch update being applied),
    /// described; `nil` when there is none. Each screen says.
    package var pendingWork: String? { nil }

    /// What the screen must show to be complete: the series and its recommend rows.
    package var expectedElements: [ExpectedElement] {
        [
            ExpectedElement("the series' content section") { [unowned self] in
                shownSections.contains { $0.kind == .content }
            },
            ExpectedElement("a recommend row") { [unowned self] in
                shownSections.contains { if case .recommend = $0.kind { true } else { false } }
            },
        ]
    }

    /// Whether everything is on screen: see ``expectedElements``.
    package var isComplete: Bool { expectedElements.allSatisfy { $0.isShown() } }

    /// The landscape key art, made the first time it is asked for (a `createThumbnail`
    /// signpost), showing the series' title once it has loaded.
    @discardableResult
    func makeThumbnailIfNeeded() -> UIImageView {
        if let thumbnail { return thumbnail }
        let made = dependencies.signposts.measure(Signpost.createThumbnail) {
            UIImageView(image: UIImage(named: stream.output.series.value?.title ?? ""))
        }
        thumbnail = made
        return made
    }

    /// Portrait: the content alone, the key art inside the list. Landscape: the key art beside
    /// the content.
    func arrange(for orientation: ScreenOrientation) {
        rootView.thumbnail = orientation == .landscape ? makeThumbnailIfNeeded() : nil
    }

    func makeActions() -> DetailActions {
        DetailActions.forScreen(
            self, input: stream.input, series: { [weak self] in self?.stream.output.series.value }, strategy: strategy,
            dependencies: dependencies)
    }
}
