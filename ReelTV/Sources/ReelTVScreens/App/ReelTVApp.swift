import ReelDataSourceUIKit
import ReelSignposts
import ReelStream
import ReelTVModel

/// The reference app put together: the catalog behind its simulated API, the person's library
/// (My Video and downloads, app-wide stores saved in the library database), the download
/// manager, the app's clock, the signposts every screen records, and the first screen.
@MainActor
package final class ReelTVApp {
    /// The catalog shown.
    package let catalog: Catalog
    /// The simulated server in front of the catalog.
    package let api: CatalogAPI
    /// Where the screens record their signposts.
    package let signposts: SignpostRecorder
    /// The A/B pattern of the recommend rows.
    package let pattern: RecommendPattern
    /// Where the player's and the transfers' time comes from.
    package let clock: AppClock
    /// My Video and the downloads.
    package let library: Library
    /// Runs the downloads, ticking on ``clock``.
    package let downloads: DownloadManager
    /// What the person should be told about the library: changes not saved, downloads run elsewhere.
    package let notices: LibraryNotices

    /// An app over `api`'s catalog with the recommend rows laid out as `pattern` says, the
    /// person's `library` (an empty one in memory unless given), downloads transferring as
    /// `transfer` says, players and transfers running on `clock`, and its screens recording
    /// their signposts in `signposts`.
    package init(
        catalog: Catalog, api: CatalogAPI, pattern: RecommendPattern, library: Library? = nil,
        transfer: DownloadTransfer = DownloadTransfer(), clock: AppClock = .realTime,
        signposts: SignpostRecorder = SignpostRecorder()
    ) {
        let library = library ?? .inMemory()
        self.catalog = catalog
        self.api = api
        self.pattern = pattern
        self.clock = clock
        self.signposts = signposts
        self.library = library
        downloads = DownloadManager(library: library, catalog: catalog, transfer: transfer)
        notices = LibraryNotices(library: library, downloads: downloads)
        downloads.start(on: clock.scheduler)
        detailDependencies = DetailDependencies(
            fetchSeries: { try await api.seriesDetail(id: $0) },
            fetchRecommendations: { try await api.recommendations(for: $0) },
            fetchEpisodes: { try await api.episodeList(seriesID: $0, seasonID: $1) },
            library: library, downloads: downloads, pattern: pattern, signposts: signposts,
            scheduler: clock.scheduler, effects: clock.effects)
        detailDependencies.makeDownloadsScreen = { [weak self] in self?.downloadsScreen() }
    }

    /// The app-wide My Video store.
    package var myVideo: MyVideoStore { library.myVideo }

    /// What every detail screen of the app shares.
    package private(set) var detailDependencies: DetailDependencies

    /// The navigation stack the app's screens are pushed on, and how its detail screens are
    /// built: set by ``rootViewController(showing:orientation:strategy:)``.
    private weak var navigation: UINavigationController?
    private var strategy = DetailStrategy.lazy

    /// The first screen: the player and the detail of `seriesID` (the detail built as
    /// `strategy` says) on top of the top-level menu, in a navigation stack (so `back` leads to
    /// the menu).
    package func rootViewController(
        showing seriesID: String, orientation: ScreenOrientation, strategy: DetailStrategy
    ) -> UINavigationController {
        self.strategy = strategy
        let title = catalog.series.first { $0.id == seriesID }?.title ?? seriesID
        let menu = MenuViewController(entries: [
            .init(title: title, identifier: "menu-detail") { [unowned self] in videoScreen(seriesID: seriesID) },
            .init(title: "ダウンロード", identifier: "menu-downloads") { [unowned self] in downloadsScreen() },
            .init(title: "マイビデオ", identifier: "menu-myvideo") { [unowned self] in myVideoScreen() },
        ])
        let navigation = UINavigationController(rootViewController: menu)
        self.navigation = navigation
        navigation.pushViewController(videoScreen(seriesID: seriesID, orientation: orientation), animated: false)
        return navigation
    }

    /// The player and the detail of `seriesID`, opening in `orientation` (by default the
    /// navigation stack's).
    func videoScreen(seriesID: String, orientation: ScreenOrientation? = nil) -> UIViewController {
        VideoScreenViewController(
            seriesID: seriesID, orientation: orientation ?? navigation?.traitCollection.screenOrientation ?? .portrait,
            strategy: strategy, dependencies: detailDependencies)
    }

    /// The downloads screen, its "see other episodes" rows opening the series.
    func downloadsScreen() -> UIViewController {
        DownloadsViewController(downloads: downloads, catalog: catalog) { [weak self] in self?.show(seriesID: $0) }
    }

    /// The My Video screen, its rows opening the series.
    func myVideoScreen() -> UIViewController {
        MyVideoViewController(library: library, catalog: catalog) { [weak self] in self?.show(seriesID: $0) }
    }

    private func show(seriesID: String) {
        navigation?.pushViewController(videoScreen(seriesID: seriesID), animated: true)
    }
}
