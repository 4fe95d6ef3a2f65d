import ReelDataSourceUIKit
import ReelSignposts
import ReelStream
import ReelTVModel
import ReelTVScreens
import ReelTerminal
import Testing

/// The lazy detail screen in a headless window.
@MainActor
@Suite(.timeLimit(.minutes(10)))
struct DetailScreenTests {
    let window = UIWindow(terminalSize: CGSize(width: 40, height: 24), isLandscape: false)
    let signposts = SignpostRecorder()
    let library = Library.inMemory()

    let counters = DetailCounters()

    private func open(
        pattern: RecommendPattern = .grid, observing observe: @escaping @MainActor (LazyDetailViewController) -> Void = { _ in }
    ) async -> (UINavigationController, LazyDetailViewController) {
        var dependencies = DetailDependencies(
            fetchSeries: { id in SampleCatalog.series(id) },
            fetchRecommendations: { _ in SampleCatalog.recommendations },
            fetchEpisodes: { seriesID, _ in SampleCatalog.series(seriesID).seasons[0].episodes },
            library: library,
            downloads: DownloadManager(library: library, catalog: Catalog(series: [SampleCatalog.series("s1")], recommendRows: [])),
            pattern: pattern,
            signposts: signposts)
        dependencies.counters = counters
        let detail = LazyDetailViewController(seriesID: "s1", orientation: .portrait, dependencies: dependencies)
        let navigation = UINavigationController(rootViewController: detail)
        window.standInRunLoop.addTurnObserver { observe(detail) }
        window.rootViewController = navigation
        await settle()
        return (navigation, detail)
    }

    /// Lets fetches finish and the loop run until nothing is left to do.
    private func settle() async {
        for _ in 0..<5 {
            await window.standInRunLoop.settle()
            await Task.yield()
        }
    }

    @Test("the heavy views exist only after the screen appeared, then the sections and recommendations show")
    func lazyCreation() async {
        let (_, detail) = await open()
        #expect(detail.list != nil)
        #expect(signposts.summary(for: DetailViewController.Signpost.display)?.count == 1)
        #expect(signposts.summary(for: DetailViewController.Signpost.createList)?.count == 1)
        let dump = window.textDump()
        #expect(dump.contains("作品s1"))
        #expect(dump.contains("▼ 作品詳細"))
        #expect(detail.list?.numberOfSections == 3)
    }

    @Test("until the first complete frame only cells in sight exist and prefetching is off; it is on after it")
    func prefetchAfterFirstFrame() async {
        var framesBeforeComplete: [(cellsOutOfSight: Int, isPrefetchingEnabled: Bool)] = []
        let (_, detail) = await open { detail in
            guard !detail.isComplete, let list = detail.list else { return }
            framesBeforeComplete.append(
                (list.visibleCells.filter { !$0.frame.intersects(list.bounds) }.count, list.isPrefetchingEnabled))
        }
        #expect(!framesBeforeComplete.isEmpty, "the list was shown before the screen was complete")
        #expect(framesBeforeComplete.allSatisfy { $0.cellsOutOfSight == 0 && !$0.isPrefetchingEnabled })
        #expect(detail.isComplete)
        #expect(detail.list?.isPrefetchingEnabled == true)
    }

    @Test("expanding inserts the content info; rotating moves the thumbnail beside the list")
    func expandAndRotate() async throws {
        let (_, detail) = await open()
        try window.tap(identifier: "expand")
        await settle()
        #expect(window.textDump().contains("あらすじ s1"))
        #expect(detail.list?.visibleCells.count ?? 0 > 0)

        await window.rotateTerminal()
        await settle()
        let landscape = window.textDump()
        // Below the navigation bar's title line.
        #expect(landscape.split(separator: "\n").dropFirst().first?.hasPrefix("░") == true, "the thumbnail leads the landscape layout:\n\(landscape)")
        #expect(signposts.summary(for: DetailViewController.Signpost.rotation)?.count == 1)
    }

    @Test("a rotation configures only the cells visible after it, both ways", arguments: [1, 2])
    func rotationConfiguresVisibleCells(rotations: Int) async throws {
        let (_, detail) = await open()
        for _ in 0..<rotations {
            let before = counters.cellsConfigured
            await window.rotateTerminal()
            await settle()
            let list = try #require(detail.list)
            // Cells that stay keep their configuration (a new width only lays them out again).
            let configured = counters.cellsConfigured - before
            let visible = list.indexPathsForVisibleItems.count
            #expect(configured <= visible, "\(configured) configured, \(visible) visible")
        }
    }

    @Test("My Video toggles in the shared store")
    func myVideo() async throws {
        _ = await open()
        try window.tap(identifier: "myvideo")
        await settle()
        #expect(window.textDump().contains("★ マイビデオ"))
    }

    @Test("see more, share and a recommendation push their screens")
    func navigation() async throws {
        let (navigation, _) = await open(pattern: .list)
        try window.tap(identifier: "share")
        await settle()
        #expect(window.textDump().contains("https://reel.example/series/s1"))
        _ = navigation.popViewController(animated: false)
        await settle()
        try window.tap(identifier: "seemore")
        await settle()
        #expect(window.textDump().contains("■ シーズン1"))
        _ = navigation.popViewController(animated: false)
        await settle()
        #expect(navigation.viewControllers.count == 1)
    }
}
