import Foundation
import ReelDataSourceUIKit
import ReelSignposts
import ReelTVModel
import ReelTVScreens
import ReelTerminal

/// Opens and rotates the detail screen headlessly, with each strategy in turn, and measures it the
/// way the detail-screen talk did: signposts from `init` to `viewDidAppear`, to the first complete
/// frame, and across each rotation.
///
/// The server answers at once, so the numbers are the screen's own work. Each strategy opens
/// the screen `runs` times in a new window (the first opening is reported apart from the
/// later ones, as in the talk's tables) and rotates it `runs` times, as a terminal rotates.
///
/// It opens the detail screen alone, without the player area the app puts above it: both
/// strategies get the same player, which would add the same views and time to each and only
/// blur the comparison of the two ways of building the detail.
@MainActor
package struct DetailMeasuring {
    /// The catalog measured with.
    package var catalog: Catalog
    /// The series opened.
    package var seriesID: String
    /// The recommend rows' A/B pattern.
    package var pattern: RecommendPattern
    /// Openings and rotations per strategy.
    package var runs: Int
    /// The window's size in terminal cells (one point each); its orientation is a terminal's
    /// of that size (portrait for 40×24).
    package var windowSize = CGSize(width: 40, height: 24)

    /// Prepares a measurement.
    package init(catalog: Catalog, seriesID: String, pattern: RecommendPattern, runs: Int) {
        self.catalog = catalog
        self.seriesID = seriesID
        self.pattern = pattern
        self.runs = runs
    }

    /// Measures `strategy`, recording its signposts in `signposts` and calling `afterEachStep`
    /// after each opening and each rotation (``runs`` of each), outside the timed spans.
    ///
    /// - Throws: ``ReelTerminal/IncompleteScreen`` when an opening or a rotation does not end
    ///   complete (see ``ReelTerminal/ScreenCompletion``): which element was missing, what work
    ///   was still pending.
    package func measure(
        _ strategy: DetailStrategy, signposts: SignpostRecorder, afterEachStep: () -> Void = {}
    ) async throws(IncompleteScreen) -> DetailMeasurement {
        let api = CatalogAPI(catalog: catalog, latency: .zero, sleep: { _ in })
        // The server answers at once, and the app's clock stands still: the recommendations'
        // loading row, due 100 ms into a request without an answer, never shows. On the main
        // queue's clock it showed when a busy machine took that long to build the screen, and
        // its views joined the count of the first complete frame, which no longer shows them.
        let app = ReelTVApp(catalog: catalog, api: api, pattern: pattern, clock: .makeVirtual(), signposts: signposts)
        let clock = ContinuousClock()
        var completeFrames: [Duration] = []
        var firstViews = 0
        var firstLayoutPasses = 0
        var visibleViews = ViewVisibility(visible: 0, drawn: 0)
        var window = UIWindow(terminalSize: windowSize)
        // Only the openings make screens: one made before them would warm up the first
        // opening's code, which the first opening must measure cold.
        var screen: DetailViewController?
        for run in 0..<runs {
            window = UIWindow(terminalSize: windowSize)
            let loop = window.standInRunLoop
            let viewsBefore = loop.viewsJoinedCount
            let layoutPassesBefore = loop.layoutPassCount
            let orientation: ScreenOrientation = window.traitCollection.isTerminalLandscape ? .landscape : .portrait
            let start = clock.now
            let opened = strategy.makeScreen(seriesID: seriesID, orientation: orientation, dependencies: app.detailDependencies)
            // The numbers are taken at the end of the first turn that draws the complete screen,
            // before the screen goes on with work meant for after it (prefetching).
            var firstFrame: (time: ContinuousClock.Instant, views: Int, layoutPasses: Int, visible: ViewVisibility)?
            loop.addTurnObserver { [weak window, opened] in
                guard firstFrame == nil, let window, opened.expectedElements.allSatisfy({ $0.isShown() }) else { return }
                firstFrame = (clock.now, loop.viewsJoinedCount, loop.layoutPassCount, Self.visibleCount(in: window))
            }
            window.rootViewController = UINavigationController(rootViewController: opened)
            try await opened.completion(in: window).wait()
            screen = opened
            guard let frame = firstFrame else {
                // Complete, but never at the end of a turn: no frame showed it.
                throw IncompleteScreen(missingElements: ["a loop turn that drew the complete screen"], pendingWork: [], rounds: 0)
            }
            completeFrames.append(frame.time - start)
            if run == 0 {
                firstViews = frame.views - viewsBefore
                firstLayoutPasses = frame.layoutPasses - layoutPassesBefore
                visibleViews = frame.visible
            }
            afterEachStep()
        }
        let counters = app.detailDependencies.counters
        let configuredBefore = counters.cellsConfigured
        // The last screen opened is the one rotated.
        if let screen {
            for _ in 0..<runs {
                await window.rotateTerminal()
                try await screen.completion(in: window).wait()
                afterEachStep()
            }
        }
        let configured = counters.cellsConfigured - configuredBefore
        let displays = intervals(named: DetailViewController.Signpost.display, of: strategy, in: signposts)
        let rotations = intervals(named: DetailViewController.Signpost.rotation, of: strategy, in: signposts)
        return DetailMeasurement(
            strategy: strategy, firstDisplay: displays.first ?? .zero, laterDisplay: median(displays.dropFirst()),
            firstCompleteFrame: completeFrames.first ?? .zero, laterCompleteFrame: median(completeFrames.dropFirst()),
            rotationMin: rotations.min() ?? .zero,
            rotationAverage: rotations.isEmpty ? .zero : rotations.reduce(.zero, +) / rotations.count,
            rotationMax: rotations.max() ?? .zero,
            viewsCreatedBeforeFirstFrame: firstViews, layoutPassesBeforeFirstFrame: firstLayoutPasses,
            cellsConfiguredPerRotation: Double(configured) / Double(max(1, runs)),
            visibleViews: visibleViews.visible, drawnViews: visibleViews.drawn)
    }

    /// The durations of the intervals `name` that `strategy` recorded in `signposts`, in order.
    private func intervals(named name: String, of strategy: DetailStrategy, in signposts: SignpostRecorder) -> [Duration] {
        signposts.intervals.filter { $0.name == name && $0.metadata["strategy"] == strategy.rawValue }.map(\.duration)
    }

    /// How many views, at every level, the window shows and draws (the window itself not
    /// counted).
    ///
    /// A view is *drawn* when neither it nor an ancestor is hidden and its frame, clipped by its
    /// ancestors' as drawing clips it, is not empty. It is *visible* when it is drawn or belongs
    /// to a cell, header or footer that is: a list creates a cell whole, so the views of a cell
    /// the window's edge cuts are all on screen, as the cell is among UIKit's `visibleCells`.
    private static func visibleCount(in window: UIWindow) -> ViewVisibility {
        func count(_ view: UIView, inVisibleCell: Bool) -> ViewVisibility {
            guard !view.isHidden else { return ViewVisibility(visible: 0, drawn: 0) }
            let isDrawn = !view.visibleFrameInWindow.isEmpty
            let isInVisibleCell = inVisibleCell || (isDrawn && isListElement(view))
            let own = ViewVisibility(visible: isDrawn || isInVisibleCell ? 1 : 0, drawn: isDrawn ? 1 : 0)
            return view.subviews.reduce(own) { total, subview in
                let counts = count(subview, inVisibleCell: isInVisibleCell)
                return ViewVisibility(visible: total.visible + counts.visible, drawn: total.drawn + counts.drawn)
            }
        }
        let counts = count(window, inVisibleCell: false)
        return ViewVisibility(visible: counts.visible - 1, drawn: counts.drawn - 1)
    }

    /// Whether `view` is a cell, header or footer of a collection view or table view.
    private static func isListElement(_ view: UIView) -> Bool {
        view is UICollectionReusableView || view is UITableViewCell || view is UITableViewHeaderFooterView
    }

    /// The views a frame shows: see ``visibleCount(in:)``.
    private struct ViewVisibility {
        var visible: Int
        var drawn: Int
    }

    private func median(_ durations: ArraySlice<Duration>) -> Duration {
        guard !durations.isEmpty else { return .zero }
        let sorted = durations.sorted()
        return sorted[sorted.count / 2]
    }
}
