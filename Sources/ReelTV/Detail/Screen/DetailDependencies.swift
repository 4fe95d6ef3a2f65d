import ReelStream
import ReelUI

/// What every detail screen of a run shares: where data comes from, the person's library and
/// downloads, the A/B pattern and the signposts the screens record.
@MainActor
public struct DetailDependencies {
    /// Fetches a series.
    public var fetchSeries: @Sendable (String) async throws -> Series
    /// Fetches the recommend rows for a series.
    public var fetchRecommendations: @Sendable (String) async throws -> [RecommendSection]
    /// My Video and the downloads.
    public var library: Library
    /// Runs the downloads.
    public var downloads: DownloadManager
    /// The downloads screen, pushed when Download is tapped on an episode already downloading
    /// or downloaded.
    public var makeDownloadsScreen: (@MainActor () -> ViewController)?
    /// How recommend rows are laid out.
    public var pattern: RecommendPattern
    /// Where the screens record their signposts.
    public var signposts: SignpostRecorder
    /// What the screens count.
    public var counters = DetailCounters()

    /// Collects the dependencies.
    public init(
        fetchSeries: @escaping @Sendable (String) async throws -> Series,
        fetchRecommendations: @escaping @Sendable (String) async throws -> [RecommendSection],
        library: Library, downloads: DownloadManager, pattern: RecommendPattern, signposts: SignpostRecorder,
        makeDownloadsScreen: (@MainActor () -> ViewController)? = nil
    ) {
        self.fetchSeries = fetchSeries
        self.fetchRecommendations = fetchRecommendations
        self.library = library
        self.downloads = downloads
        self.makeDownloadsScreen = makeDownloadsScreen
        self.pattern = pattern
        self.signposts = signposts
    }
}
