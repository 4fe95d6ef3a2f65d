import Foundation
import ReelStream
import ReelTVModel

/// The logic of the detail screen, the way the detail-screen talk ends up (docs/Background.md): the
/// heavy views are created only once the series has loaded *and* the screen has appeared;
/// recommendations are fetched only after those views exist (their loading row showing only if they
/// take a moment); the sections are published only once there are views to show them, and are
/// recomputed from the orientation, the content info's expansion, the recommendations, the A/B
/// pattern, My Video and the featured episode's download.
package enum DetailLogic: ViewStreamLogic {
    /// What the screen sends.
    package struct Input: ViewStreamInput {
        /// The screen appeared.
        package let viewDidAppear = PublishRelay<Void>()
        /// The orientation, on each trait change.
        package let orientation = PublishRelay<ScreenOrientation>()
        /// The summary's expand control was tapped.
        package let toggleContentInfo = PublishRelay<Void>()
        /// The heavy views exist.
        package let didFinishInitializingViews = PublishRelay<Void>()
        /// Retry after the recommendations failed.
        package let retryRecommendations = PublishRelay<Void>()
        /// The My Video button was tapped.
        package let toggleMyVideo = PublishRelay<Void>()
        /// The Download button was tapped.
        package let download = PublishRelay<Void>()

        package init() {}
    }

    /// What only the logic changes.
    package struct State: ViewStreamState {
        let series = BehaviorRelay<Series?>(value: nil)
        /// The rows and their status change together, so a screen never shows rows beside a
        /// "loading" row for a moment.
        let recommendations = BehaviorRelay(value: (status: RecommendStatus.notRequested, rows: [RecommendSection]()))
        let isContentInfoExpanded = BehaviorRelay(value: false)
        /// Whether a loading recommendations request shows its loading row yet.
        let showsLoadingRow = BehaviorRelay(value: false)

        package init() {}
    }

    /// What the logic depends on.
    package struct Extra {
        /// The series to show.
        package var seriesID: String
        /// The orientation when the screen opens.
        package var orientation: ScreenOrientation
        /// The A/B pattern of the recommend rows.
        package var pattern: RecommendPattern
        /// Fetches the series.
        package var fetchSeries: @Sendable (String) async throws -> Series
        /// Fetches the recommend rows for a series.
        package var fetchRecommendations: @Sendable (String) async throws -> [RecommendSection]
        /// The app-wide My Video store, and where its actions go.
        package var myVideo: MyVideoStore
        /// Where My Video actions go.
        package var myVideoDispatcher: Dispatcher<MyVideoAction>
        /// The app-wide downloads.
        package var downloads: Property<DownloadsState>
        /// Starts downloading an episode.
        package var startDownload: @MainActor (_ episodeID: String) -> Void
        /// Where time runs: the main queue in the app, a virtual clock in scripts and tests.
        package var scheduler: MainQueueScheduler
        /// How long the first recommendations request may take before its loading row shows (a
        /// retry's shows at once).
        package var loadingRowDelay: TimeInterval
        /// Counts the requests under way; `nil` when nothing waits for them.
        package var effects: EffectTracker?

        /// Collects the dependencies.
        package init(
            seriesID: String, orientation: ScreenOrientation, pattern: RecommendPattern,
            fetchSeries: @escaping @Sendable (String) async throws -> Series,
            fetchRecommendations: @escaping @Sendable (String) async throws -> [RecommendSection],
            myVideo: MyVideoStore, myVideoDispatcher: Dispatcher<MyVideoAction>, downloads: Property<DownloadsState>,
            startDownload: @escaping @MainActor (_ episodeID: String) -> Void,
            scheduler: MainQueueScheduler = .main, loadingRowDelay: TimeInterval = 0.1,
            effects: EffectTracker? = nil
        ) {
            self.seriesID = seriesID
            self.orientation = orientation
            self.pattern = pattern
            self.fetchSeries = fetchSeries
            self.fetchRecommendations = fetchRecommendations
            self.myVideo = myVideo
            self.myVideoDispatcher = myVideoDispatcher
            self.downloads = downloads
            self.startDownload = startDownload
            self.scheduler = scheduler
            self.loadingRowDelay = loadingRowDelay
            self.effects = effects
        }
    }

    /// What the screen observes.
    package struct Output {
        /// The series, once loaded.
        package let series: Property<Series?>
        /// Fires once, when the series has loaded and the screen has appeared: time to create
        /// the heavy views.
        package let readyForInitializingViews: AnyPublisher<Void, Never>
        /// The orientation the screen opened in, then the one of every trait change, a new size
        /// in the same orientation included (it decides the root stack's axis and where the
        /// thumbnail lives; the screen sizes the thumbnail for the new width as it arranges).
        package let orientation: Property<ScreenOrientation>
        /// The sections, published only once the views exist.
        package let sections: AnyPublisher<[DetailSection], Never>
        /// Where the recommendations are.
        package let recommendStatus: Property<RecommendStatus>
        /// Download was tapped for an episode that already has a download: time to show the
        /// downloads screen.
        package let showDownloads: AnyPublisher<Void, Never>
    }

    @MainActor
    package static func bind(input: InputPublishers<Input>, state: State, extra: Extra, bag: DisposeBag) -> Output {
        Just(extra.seriesID)
            .mapLatestTask(trackedBy: extra.effects) { [fetch = extra.fetchSeries] id in try await fetch(id) }
            .successes()
            .map(Optional.some)
            .bind(to: state.series)
            .disposed(by: bag)
        let series = state.series.compactMap { $0 }

        // Recommendations: once the views exist, and again on each retry (`true`). OpenCombine
        // has no `merge`, so both feed one relay.
        let requests = PublishRelay<Bool>()
        input.didFinishInitializingViews.first().map { false }.bind(to: requests).disposed(by: bag)
        input.retryRecommendations.map { true }.bind(to: requests).disposed(by: bag)
        // The first request's loading row waits a moment: an answer within a tenth of a second
        // feels immediate, and a row shown only until then would flash, and would be a cell made
        // for a frame the complete screen replaces at once. A retry's shows at once: the person
        // asked, and wants to see it is under way. One subscriber sets both relays, in this
        // order, so the failure row gives way to the loading row directly (a relay's subscribers
        // are called in no set order).
        requests
            .sink { [state] isRetry in
                if isRetry { state.showsLoadingRow.accept(true) }
                state.recommendations.accept((.loading, state.recommendations.value.rows))
            }
            .disposed(by: bag)
        input.didFinishInitializingViews.first()
            .delay(for: extra.loadingRowDelay.dispatchStride, scheduler: extra.scheduler)
            .map { true }
            .bind(to: state.showsLoadingRow)
            .disposed(by: bag)
        requests
            .mapLatestTask(trackedBy: extra.effects) { [fetch = extra.fetchRecommendations, id = extra.seriesID] _ in try await fetch(id) }
            .map { result in
                switch result {
                case .success(let rows): (RecommendStatus.loaded, rows)
                case .failure(let error): (RecommendStatus.failed(message: "\(error)"), [])
                }
            }
            .bind(to: state.recommendations)
            .disposed(by: bag)

        input.toggleContentInfo
            .withLatestFrom(state.isContentInfoExpanded) { _, isExpanded in !isExpanded }
            .bind(to: state.isContentInfoExpanded)
            .disposed(by: bag)
        input.toggleMyVideo
            .sink { [dispatcher = extra.myVideoDispatcher, id = extra.seriesID] in dispatcher.dispatch(.toggle(seriesID: id)) }
            .disposed(by: bag)

        // Download is about the series' featured episode, the one the player plays.
        let featuredDownload = series
            .compactMap { $0.firstEpisode?.id }
            .combineLatest(extra.downloads) { id, downloads in (id: id, download: downloads[id]) }
        let showDownloads = PublishRelay<Void>()
        input.download
            .withLatestFrom(featuredDownload) { _, featured in featured }
            .sink { [start = extra.startDownload] featured in
                if featured.download == nil { start(featured.id) } else { showDownloads.accept(()) }
            }
            .disposed(by: bag)

        let orientation = Property(initial: extra.orientation, updates: input.orientation)
        let isInMyVideo = extra.myVideo.property(\.seriesIDs).map { [id = extra.seriesID] in $0.contains(id) }
        let library = isInMyVideo.combineLatest(featuredDownload.map { DetailDownloadBadge($0.download) }.removeDuplicates())
        let screen = series.combineLatest(orientation, state.isContentInfoExpanded)
        let shared = library.combineLatest(state.recommendations.combineLatest(state.showsLoadingRow))
        let content = screen
            .combineLatest(shared)
            .map { [pattern = extra.pattern] screen, shared in
                let (series, orientation, isExpanded) = screen
                let ((isInMyVideo, download), (recommendations, showsLoadingRow)) = shared
                return DetailContent(
                    series: series, orientation: orientation, isContentInfoExpanded: isExpanded, isInMyVideo: isInMyVideo,
                    download: download, recommendations: recommendations.rows, recommendStatus: recommendations.status,
                    showsLoadingRow: showsLoadingRow, pattern: pattern
                ).sections
            }
            .removeDuplicates()

        return Output(
            series: Property(state.series),
            readyForInitializingViews: series
                .combineLatest(input.viewDidAppear) { _, _ in }
                .first()
                .eraseToAnyPublisher(),
            orientation: orientation,
            sections: content.afterFirst(of: input.didFinishInitializingViews).eraseToAnyPublisher(),
            recommendStatus: Property(initial: state.recommendations.value.status, updates: state.recommendations.map(\.status)),
            showDownloads: showDownloads.eraseToAnyPublisher())
    }
}
