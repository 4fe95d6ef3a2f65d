import ReelStream
import ReelUI

/// The reference app put together: the catalog behind its simulated API, the app-wide My
/// Video store, the player's clock, the signposts every screen records, and the first screen.
@MainActor
public final class ReelTVApp {
    /// The catalog shown.
    public let catalog: Catalog
    /// The simulated server in front of the catalog.
    public let api: CatalogAPI
    /// Where the screens record their signposts.
    public let signposts: SignpostRecorder
    /// The A/B pattern of the recommend rows.
    public let pattern: RecommendPattern
    /// Where the player's time comes from.
    public let playbackClock: PlaybackClock
    private let myVideoDispatcher = Dispatcher<MyVideoAction>()
    /// The app-wide My Video store.
    public let myVideo: MyVideoStore

    /// An app over `api`'s catalog with the recommend rows laid out as `pattern` says, its
    /// players running on `playbackClock`, its screens recording their signposts in `signposts`.
    public init(
        catalog: Catalog, api: CatalogAPI, pattern: RecommendPattern, playbackClock: PlaybackClock = .realTime,
        signposts: SignpostRecorder = SignpostRecorder()
    ) {
        self.catalog = catalog
        self.api = api
        self.pattern = pattern
        self.playbackClock = playbackClock
        self.signposts = signposts
        let myVideo = MyVideoStore.myVideo(dispatcher: myVideoDispatcher)
        self.myVideo = myVideo
        detailDependencies = DetailDependencies(
            fetchSeries: { try await api.seriesDetail(id: $0) },
            fetchRecommendations: { try await api.recommendations(for: $0) },
            fetchEpisodes: { try await api.episodeList(seriesID: $0, seasonID: $1) },
            myVideo: myVideo, myVideoDispatcher: myVideoDispatcher, pattern: pattern, signposts: signposts,
            playbackScheduler: playbackClock.scheduler)
    }

    /// What every detail screen of the app shares.
    public let detailDependencies: DetailDependencies

    /// The first screen: the player and the detail of `seriesID`, the detail built as
    /// `strategy` says, in a navigation stack.
    public func rootViewController(
        showing seriesID: String, orientation: TraitCollection.Orientation, strategy: DetailStrategy
    ) -> NavigationController {
        NavigationController(
            rootViewController: VideoScreenViewController(
                seriesID: seriesID, orientation: orientation, strategy: strategy, dependencies: detailDependencies))
    }
}
