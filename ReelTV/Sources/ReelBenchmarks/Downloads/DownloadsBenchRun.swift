import Foundation
import ReelCommandLine
import ReelConsole
import ReelDataSourceUIKit
import ReelStream
import ReelTVModel
import ReelTVScreens
import ReelTerminal

/// One run of `reel bench downloads`: a new library in a temporary folder, every download
/// queued in one action, then the manager ticking in real time until all have completed.
///
/// Latency is timed from the tick behind each store change (its downloads' newest `updatedAt`,
/// the date the manager stamped them with) — so it includes saving the change — to the screen
/// showing that change or a later one (the data source's completion, after the window's layout
/// pass); without a screen, to the store publishing it. Keying changes by that date rather than
/// by arrival order keeps the measure independent of the order the store's subscribers run in.
@MainActor
struct DownloadsBenchRun {
    let catalog: Catalog
    let episodeIDs: [String]
    let concurrency: Int
    let transfer: DownloadTransfer

    /// What the run's subscriptions count.
    private final class Tally {
        var storeChanges = 0
        var completed = 0
        var screenUpdates = 0
        /// The dates of the store changes not on screen yet, oldest first.
        var pending: [Date] = []
        var latencies: [Double] = []

        /// Every pending change up to `shown` is on screen `now`.
        func show(upTo shown: Date, at now: Date) {
            let done = pending.prefix { $0 <= shown }
            latencies += done.map { now.timeIntervalSince($0) }
            pending.removeFirst(done.count)
        }
    }

    /// Runs the downloads, reporting the bytes received to `progress` between ticks.
    func run(showingScreen: Bool, progress: ProgressReporter) async throws -> DownloadsBenchmarkResult.Run {
        let folder = TemporaryFolder(prefix: "reel-bench-downloads")
        defer { folder.remove() }
        let directory = folder.url
        let library = try Library(database: .open(directory: directory), concurrencyLimit: concurrency)
        let manager = DownloadManager(library: library, catalog: catalog, transfer: transfer)
        let enqueueStart = Measurement.timestamp()
        manager.download(episodeIDs: episodeIDs)
        let enqueueSeconds = Measurement.seconds(since: enqueueStart)

        let tally = Tally()
        let window = UIWindow(terminalSize: CGSize(width: 60, height: 40))
        let screen = showingScreen ? DownloadsViewController(downloads: manager, catalog: catalog, openSeries: { _ in }) : nil
        if let screen {
            // The window's main loop runs on the main actor between ticks, as it would in the app.
            window.rootViewController = screen
            await window.standInRunLoop.settle()
            screen.onUpdateShown = { [unowned screen] in
                tally.screenUpdates += 1
                tally.show(upTo: Self.newest(screen.sections.flatMap(\.items).compactMap(\.download)), at: Date())
            }
        }
        let counter = screen.map { _ in DownloadsScreenCounter(observing: window.standInRunLoop) }
        let subscription = manager.state.changes.sink { state in
            tally.storeChanges += 1
            tally.completed = state.downloads.values.count { $0.state == .completed }
            let changed = Self.newest(state.downloads.values)
            if showingScreen {
                tally.pending.append(changed)
            } else {
                tally.latencies.append(Date().timeIntervalSince(changed))
            }
        }
        defer { subscription.cancel() }

        let start = Measurement.timestamp()
        manager.start()
        while tally.completed < episodeIDs.count {
            // Between ticks, where the main actor would only wait: a sum over the downloads and,
            // at most ten times a second, a write of one short line, far from the milliseconds
            // measured. Bytes rather than downloads completed, which come in bursts, so that the
            // time left is right from the first seconds.
            let downloads = manager.state.value.downloads.values
            progress.update(
                completed: downloads.reduce(0) { $0 + $1.bytesReceived }, total: downloads.reduce(0) { $0 + $1.bytesTotal })
            try await Task.sleep(for: .seconds(transfer.tickInterval))
        }
        manager.stop()
        while let screen, screen.updatesShown < screen.updatesSubmitted { await window.standInRunLoop.nextTurn() }
        let seconds = Measurement.seconds(since: start)

        let reported = manager.state.value.downloads
        let stored = try LibraryDatabase.open(directory: directory).contents().downloads
        return DownloadsBenchmarkResult.Run(
            showsScreen: showingScreen, enqueueSeconds: enqueueSeconds, seconds: seconds,
            storeChanges: tally.storeChanges, screenUpdates: tally.screenUpdates, latencies: tally.latencies,
            counters: counter?.counters,
            databaseMatches: stored.count == reported.count && stored.allSatisfy { reported[$0.episodeID] == $0 })
    }

    /// When the newest of `downloads` last changed.
    private static func newest(_ downloads: some Sequence<Download>) -> Date {
        downloads.lazy.map(\.updatedAt).max() ?? .distantPast
    }
}

extension DownloadsItem {
    /// The download of an episode row.
    fileprivate var download: Download? {
        guard case .episode(let download) = self else { return nil }
        return download
    }
}
