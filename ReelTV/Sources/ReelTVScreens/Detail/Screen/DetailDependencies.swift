import ReelDataSourceUIKit
import ReelSignposts
import ReelStream
import ReelTVModel

/// What every detail screen of a run shares: where data comes from, the person's library and
/// downloads, the A/B pattern, the app's clock and what counts its effects, and the signposts
/// the screens record.
@MainActor
package struct DetailDependencies {
    /// Fetches a series.
    package var fetchSeries: @Sendable (String) async throws -> Series
    /// Fetches the recommend rows for a series.
    package var fetchRecommendations: @Sendable (String) async throws -> [RecommendSection]
    /// Fetches the episodes of a season: series id, season id ("see more").
    package var fetchEpisodes: @Sendable (String, String) async throws -> [Episode]
    /// My Video and the downloads.
    package var library: Library
    /// Runs the downloads.
    package var downloads: DownloadManager
    /// The downloads screen, pushed when Download is tapped on an episode already downloading
    /// or downloaded (`nil`: there is none to show).
    var makeDownloadsScreen: @MainActor () -> UIViewController?
    /// How recommend rows are laid out.
    package var pattern: RecommendPattern
    /// Where the screens record their signposts.
    package var signposts: SignpostRecorder
    /// Where time runs (the player's, the recommendations' loading-row delay): the main queue in
    /// the app, a virtual clock in scripts and tests.
    package var scheduler: MainQueueScheduler
    /// Counts the screens' effects under way (their requests, their data sources' diffs run off
    /// the main actor), so that a script's `wait` knows when the screen is final; `nil` when
    /// nothing waits for them.
    package var effects: EffectTracker?
    /// What the screens count.
    package var counters = DetailCounters()

    /// Collects the dependencies.
    package init(
        fetchSeries: @escaping @Sendable (String) async throws -> Series,
        fetchRecommendations: @escaping @Sendable (String) async throws -> [RecommendSection],
        fetchEpisodes: @escaping @Sendable (String, String) async throws -> [Episode],
        library: Library, downloads: DownloadManager, pattern: RecommendPattern, signposts: SignpostRecorder,
        scheduler: MainQueueScheduler = .main, effects: EffectTracker? = nil,
        makeDownloadsScreen: @escaping @MainActor () -> UIViewController? = { nil }
    ) {
        self.fetchSeries = fetchSeries
        self.fetchRecommendations = fetchRecommendations
        self.fetchEpisodes = fetchEpisodes
        self.scheduler = scheduler
        self.effects = effects
        self.library = library
        self.downloads = downloads
        self.makeDownloadsScreen = makeDownloadsScreen
        self.pattern = pattern
        self.signposts = signposts
    }

    /// The screen of `episode`, which the detail's episode rows, the full episode list and the
    /// player's drawer all open.
    func episodeScreen(for episode: Episode) -> UIViewController {
        EpisodeViewController(episode: episode, downloads: downloads)
    }
}
