import ReelStream
import ReelUI

/// What every detail screen of a run shares: where data comes from, the person's library and
/// downloads, the A/B pattern, the app's clock and the signposts the screens record.
@MainActor
public struct DetailDependencies {
    /// Fetches a series.
    public var fetchSeries: @Sendable (String) async throws -> Series
    /// Fetches the recommend rows for a series.
    public var fetchRecommendations: @Sendable (String) async throws -> [RecommendSection]
    /// Fetches the episodes of a season: series id, season id ("see more").
    public var fetchEpisodes: @Sendable (String, String) async throws -> [Episode]
    /// My Video and the downloads.
    public var library: Library
    /// Runs the downloads.
    public var downloads: DownloadManager
    /// The downloads screen, pushed when Download is tapped on an episode already downloading
    /// or downloaded (`nil`: there is none to show).
    public var makeDownloadsScreen: @MainActor () -> ViewController?
    /// How recommend rows are laid out.
    public var pattern: RecommendPattern
    /// Where the screens record their signposts.
    public var signposts: SignpostRecorder
    /// Where time runs (the player's, the recommendations' loading-row delay): the main queue in
    /// the app, a virtual clock in scripts and tests.
    public var scheduler: MainQueueScheduler
    /// What the screens count.
    public var counters = DetailCounters()

    /// Collects the dependencies.
    public init(
        fetchSeries: @escaping @Sendable (String) async throws -> Series,
        fetchRecommendations: @escaping @Sendable (String) async throws -> [RecommendSection],
        fetchEpisodes: @escaping @Sendable (String, String) async throws -> [Episode],
        library: Library, downloads: DownloadManager, pattern: RecommendPattern, signposts: SignpostRecorder,
        scheduler: MainQueueScheduler = .main, makeDownloadsScreen: @escaping @MainActor () -> ViewController? = { nil }
    ) {
        self.fetchSeries = fetchSeries
        self.fetchRecommendations = fetchRecommendations
        self.fetchEpisodes = fetchEpisodes
        self.scheduler = scheduler
        self.library = library
        self.downloads = downloads
        self.makeDownloadsScreen = makeDownloadsScreen
        self.pattern = pattern
        self.signposts = signposts
    }

    /// The screen of `episode`, which the detail's episode rows, the full episode list and the
    /// player's drawer all open.
    public func episodeScreen(for episode: Episode) -> ViewController {
        EpisodeViewController(episode: episode, downloads: downloads)
    }
}
