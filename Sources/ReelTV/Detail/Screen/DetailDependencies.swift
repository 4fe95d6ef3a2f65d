import ReelStream
import ReelUI

/// What every detail screen of a run shares: where data comes from, the app-wide My Video
/// store, the A/B pattern, the player's clock and the signposts the screens record.
@MainActor
public struct DetailDependencies {
    /// Fetches a series.
    public var fetchSeries: @Sendable (String) async throws -> Series
    /// Fetches the recommend rows for a series.
    public var fetchRecommendations: @Sendable (String) async throws -> [RecommendSection]
    /// Fetches the episodes of a season: series id, season id ("see more").
    public var fetchEpisodes: @Sendable (String, String) async throws -> [Episode]
    /// The app-wide My Video store.
    public var myVideo: MyVideoStore
    /// Where My Video actions go.
    public var myVideoDispatcher: Dispatcher<MyVideoAction>
    /// How recommend rows are laid out.
    public var pattern: RecommendPattern
    /// Where the screens record their signposts.
    public var signposts: SignpostRecorder
    /// Where the player's time runs: the main queue in the app, a virtual clock in scripts and tests.
    public var playbackScheduler: MainQueueScheduler
    /// What the screens count.
    public var counters = DetailCounters()

    /// Collects the dependencies.
    public init(
        fetchSeries: @escaping @Sendable (String) async throws -> Series,
        fetchRecommendations: @escaping @Sendable (String) async throws -> [RecommendSection],
        fetchEpisodes: @escaping @Sendable (String, String) async throws -> [Episode],
        myVideo: MyVideoStore, myVideoDispatcher: Dispatcher<MyVideoAction>, pattern: RecommendPattern,
        signposts: SignpostRecorder, playbackScheduler: MainQueueScheduler = .main
    ) {
        self.fetchSeries = fetchSeries
        self.fetchRecommendations = fetchRecommendations
        self.fetchEpisodes = fetchEpisodes
        self.playbackScheduler = playbackScheduler
        self.myVideo = myVideo
        self.myVideoDispatcher = myVideoDispatcher
        self.pattern = pattern
        self.signposts = signposts
    }
}
