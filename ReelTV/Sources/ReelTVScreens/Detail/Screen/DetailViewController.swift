import ReelSignposts
import ReelStream
import ReelUI

/// What both ways of building the detail screen share: the ``DetailLogic`` stream, the signposts of
/// the detail-screen talk (display, rotation), the trait changes sent to the stream, and the
/// actions of the cells. ``LazyDetailViewController`` and ``EagerDetailViewController`` only differ in
/// the views they build.
@MainActor
package class DetailViewController: ViewController {
    /// Signpost names, shared by both screens and the measuring command.
    package enum Signpost {
        /// From `init` to `viewDidAppear`.
        package static let display = "detail.display"
        /// Creating the collection view and its data source.
        package static let createList = "detail.create.list"
        /// Creating the thumbnail.
        static let createThumbnail = "detail.create.thumbnail"
        /// From `willTransition(to:with:)` to the transition's completion.
        package static let rotation = "detail.rotation"
    }

    let dependencies: DetailDependencies
    let strategy: DetailStrategy
    let stream: ViewStream<DetailLogic>
    let bag = DisposeBag()
    private let displayInterval: SignpostID

    init(seriesID: String, orientation: TraitCollection.Orientation, dependencies: DetailDependencies, strategy: DetailStrategy) {
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
        super.init()
        title = seriesID
    }

    package override func viewDidLoad() {
        stream.output.showDownloads
            .sink { [weak self] in
                guard let self, let screen = self.dependencies.makeDownloadsScreen() else { return }
                self.navigationController?.pushViewController(screen, animated: true)
            }
            .disposed(by: bag)
    }

    package override func viewDidAppear(_ animated: Bool) {
        dependencies.signposts.end(displayInterval)
        stream.input.viewDidAppear()
    }

    /// Sends the orientation on every trait change, a new size within the same orientation
    /// included: the arrangement it triggers also sizes the landscape thumbnail from the
    /// window's width, so a terminal resized from 200 to 80 columns would otherwise keep a
    /// thumbnail 80 columns wide and leave the list no room.
    package override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        guard let orientation = traitCollection?.orientation else { return }
        stream.input.orientation(orientation)
    }

    package override func willTransition(to newTraits: TraitCollection, with coordinator: TransitionCoordinator) {
        let signposts = dependencies.signposts
        let interval = signposts.begin(
            Signpost.rotation,
            metadata: ["to": newTraits.orientation.rawValue, "strategy": strategy.rawValue])
        coordinator.animate(alongsideTransition: nil) { _ in signposts.end(interval) }
    }

    /// The sections the screen's views show now. Each screen says, from the views it built.
    var shownSections: [DetailSection] { [] }

    /// Work the screen has started on its views and not finished (a batch update being applied),
    /// described; `nil` when there is none. Each screen says.
    var pendingWork: String? { nil }

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
    var isComplete: Bool { expectedElements.allSatisfy { $0.isShown() } }

    /// The rule that says when the screen, shown in `window`, is complete: see ``ScreenCompletion``.
    package func completion(in window: Window) -> ScreenCompletion {
        ScreenCompletion(window: window, expecting: expectedElements, pendingWork: [{ [unowned self] in pendingWork }])
    }

    /// The size of the thumbnail beside the list in landscape, for the window's current width.
    var landscapeThumbnailSize: Size {
        DetailLayout.landscapeThumbnailSize(forWidth: traitCollection?.size.width ?? 0)
    }

    func makeActions() -> DetailActions {
        DetailActions.forScreen(
            self, input: stream.input, series: { [weak self] in self?.stream.output.series.value }, strategy: strategy,
            dependencies: dependencies)
    }
}
