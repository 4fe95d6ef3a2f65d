import ReelUI

/// Opens and rotates the detail screen headlessly, with each strategy in turn, and measures it
/// the way talk 000 did: signposts from `init` to `viewDidAppear`, to the first complete frame,
/// and across each rotation.
///
/// The server answers at once, so the numbers are the screen's own work. Each strategy opens
/// the screen `runs` times in a new window (the first opening is reported apart from the
/// later ones, as in the talk's tables) and rotates it `runs` times.
///
/// It opens the detail screen alone, without the player area the app puts above it: both
/// strategies get the same player, which would add the same views and time to each and only
/// blur the comparison of the two ways of building the detail.
@MainActor
public struct DetailMeasuring {
    /// The catalog measured with.
    public var catalog: Catalog
    /// The series opened.
    public var seriesID: String
    /// The recommend rows' A/B pattern.
    public var pattern: RecommendPattern
    /// Openings and rotations per strategy.
    public var runs: Int
    /// The window's size and orientation.
    public var traits = TraitCollection(size: Size(width: 40, height: 24), orientation: .portrait)

    /// Prepares a measurement.
    public init(catalog: Catalog, seriesID: String, pattern: RecommendPattern, runs: Int) {
        self.catalog = catalog
        self.seriesID = seriesID
        self.pattern = pattern
        self.runs = runs
    }

    /// Measures `strategy`, recording its signposts in `signposts`.
    public func measure(_ strategy: DetailStrategy, signposts: SignpostRecorder) async -> DetailMeasurement {
        let api = CatalogAPI(catalog: catalog, latency: .zero, sleep: { _ in })
        let app = ReelTVApp(catalog: catalog, api: api, pattern: pattern, signposts: signposts)
        let clock = ContinuousClock()
        var completeFrames: [Duration] = []
        var firstViews = 0
        var firstLayoutPasses = 0
        var visibleViews = 0
        var window = Window(traits: traits)
        for run in 0..<runs {
            window = Window(traits: traits)
            let viewsBefore = View.createdCount
            let start = clock.now
            let screen = strategy.makeScreen(seriesID: seriesID, orientation: traits.orientation, dependencies: app.detailDependencies)
            // The numbers are taken at the end of the first turn that draws the complete screen,
            // before the screen goes on with work meant for after it (prefetching).
            var firstFrame: (time: ContinuousClock.Instant, views: Int, layoutPasses: Int, visible: Int)?
            window.loop.addTurnObserver { [weak window] in
                guard firstFrame == nil, let window, (screen as? any DetailScreen)?.isComplete ?? true else { return }
                firstFrame = (clock.now, View.createdCount, window.loop.layoutPassCount, Self.visibleCount(in: window))
            }
            window.rootViewController = NavigationController(rootViewController: screen)
            await Self.untilComplete(screen as? any DetailScreen, in: window)
            let frame = firstFrame ?? (clock.now, View.createdCount, window.loop.layoutPassCount, Self.visibleCount(in: window))
            completeFrames.append(frame.time - start)
            if run == 0 {
                firstViews = frame.views - viewsBefore
                firstLayoutPasses = frame.layoutPasses
                visibleViews = frame.visible
            }
        }
        let counters = app.detailDependencies.counters
        let configuredBefore = counters.cellsConfigured
        for _ in 0..<runs {
            await window.transition(to: window.traitCollection.rotated)
            await window.loop.settle()
        }
        let configured = counters.cellsConfigured - configuredBefore
        let displays = signposts.intervals.filter { $0.name == DetailViewController.Signpost.display && $0.metadata["strategy"] == strategy.rawValue }.map(\.duration)
        let rotations = signposts.intervals.filter { $0.name == DetailViewController.Signpost.rotation && $0.metadata["strategy"] == strategy.rawValue }.map(\.duration)
        return DetailMeasurement(
            strategy: strategy, firstDisplay: displays.first ?? .zero, laterDisplay: median(displays.dropFirst()),
            firstCompleteFrame: completeFrames.first ?? .zero, laterCompleteFrame: median(completeFrames.dropFirst()),
            rotationMin: rotations.min() ?? .zero,
            rotationAverage: rotations.isEmpty ? .zero : rotations.reduce(.zero, +) / rotations.count,
            rotationMax: rotations.max() ?? .zero,
            viewsCreatedBeforeFirstFrame: firstViews, layoutPassesBeforeFirstFrame: firstLayoutPasses,
            cellsConfiguredPerRotation: Double(configured) / Double(max(1, runs)), visibleViews: visibleViews)
    }

    /// Runs the window's loop until the screen shows everything and nothing is left to lay out.
    private static func untilComplete(_ screen: (any DetailScreen)?, in window: Window) async {
        for _ in 0..<10_000 {
            await window.loop.settle()
            if screen?.isComplete ?? true, window.loop.isIdle { return }
            await Task.yield()
        }
    }

    /// Views, at every level, that are shown and at least partly inside the window: neither
    /// they nor an ancestor are hidden, and their frame, clipped by their ancestors' as drawing
    /// clips it, is not empty (a view of no height, or scrolled out of sight, is not visible).
    /// The window itself is not counted.
    private static func visibleCount(in window: Window) -> Int {
        func count(_ view: View) -> Int {
            guard !view.isHidden else { return 0 }
            let own = view.visibleFrameInWindow.isEmpty ? 0 : 1
            return own + view.subviews.reduce(0) { $0 + count($1) }
        }
        return count(window) - 1
    }

    private func median(_ durations: ArraySlice<Duration>) -> Duration {
        guard !durations.isEmpty else { return .zero }
        let sorted = durations.sorted()
        return sorted[sorted.count / 2]
    }
}
