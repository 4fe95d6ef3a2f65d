import ReelStream
import ReelUI

/// The reference app put together: the catalog behind its simulated API, the app-wide My
/// Video store, the signposts every screen records, and the first screen.
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
    private let myVideoDispatcher = Dispatcher<MyVideoAction>()
    /// The app-wide My Video store.
    public let myVideo: MyVideoStore

    /// An app over `api`'s catalog with the recommend rows laid out as `pattern` says, its
    /// screens recording their signposts in `signposts`.
    public init(catalog: Catalog, api: CatalogAPI, pattern: RecommendPattern, signposts: SignpostRecorder = SignpostRecorder()) {
        self.catalog = catalog
        self.api = api
        self.pattern = pattern
        self.signposts = signposts
        let myVideo = MyVideoStore.myVideo(dispatcher: myVideoDispatcher)
        self.myVideo = myVideo
        detailDependencies = DetailDependencies(
            fetchSeries: { try await api.seriesDetail(id: $0) },
            fetchRecommendations: { try await api.recommendations(for: $0) },
            myVideo: myVideo, myVideoDispatcher: myVideoDispatcher, pattern: pattern, signposts: signposts)
    }

    /// What every detail screen of the app shares.
    public let detailDependencies: DetailDependencies

    /// The first screen: the detail of `seriesID`, built as `strategy` says, in a navigation stack.
    public func rootViewController(
        showing seriesID: String, orientation: TraitCollection.Orientation, strategy: DetailStrategy
    ) -> NavigationController {
        NavigationController(
            rootViewController: strategy.makeScreen(seriesID: seriesID, orientation: orientation, dependencies: detailDependencies))
    }
}
