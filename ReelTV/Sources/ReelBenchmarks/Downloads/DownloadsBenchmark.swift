import Foundation
import ReelConsole
import ReelTVModel

/// `reel bench downloads`: a thousand downloads transferring in real time, eight at once, on a
/// real SQLite library, with the downloads screen in a window whose main loop runs; against the
/// same run without a screen. Afterwards each run's database must hold exactly the states the
/// store last reported.
package struct DownloadsBenchmark {
    /// How long the transfers of a run should take: the speed is chosen from it.
    static let targetSeconds = 15.0

    /// Downloads queued: the bundled catalog's first episodes.
    let downloads: Int
    /// Downloads running at once.
    let concurrency: Int
    /// Milliseconds between the manager's ticks.
    let tickMilliseconds: Int

    /// A benchmark of the bundled catalog's first `downloads` episodes (at most as many as it
    /// has), `concurrency` at once, with a tick every `tickMilliseconds`.
    package init(downloads: Int, concurrency: Int, tickMilliseconds: Int) {
        self.downloads = downloads
        self.concurrency = concurrency
        self.tickMilliseconds = tickMilliseconds
    }

    /// Runs the downloads with the screen shown, then without it, reporting the bytes received
    /// to `progress`.
    @MainActor
    package func measure(progress: ProgressReporter) async throws -> DownloadsBenchmarkResult {
        let catalog = try CatalogLoader.loadBundled()
        let queued = catalog.series.flatMap(\.seasons).flatMap(\.episodes).prefix(downloads)
        // Each download's time is its size over the speed, and at most `concurrency` of them
        // run at once: fewer downloads than slots run all at once, each no faster for the
        // empty slots, so the speed is shared by the downloads that actually run side by side.
        let totalBytes = queued.reduce(0.0) { $0 + Double($1.downloadBytes) }
        let running = min(concurrency, queued.count)
        let bytesPerSecond = max(1, Int64(clamping: totalBytes / (Double(running) * Self.targetSeconds)))
        let run = DownloadsBenchRun(
            catalog: catalog, episodeIDs: queued.map(\.id), concurrency: concurrency,
            transfer: DownloadTransfer(bytesPerSecond: bytesPerSecond, tickInterval: Double(tickMilliseconds) / 1_000))
        let total = Int64(clamping: totalBytes)
        progress.begin("bench downloads 1/2: screen shown", total: total, unit: .bytes)
        let screen = try await run.run(showingScreen: true, progress: progress)
        progress.begin("bench downloads 2/2: no screen", total: total, unit: .bytes)
        let baseline = try await run.run(showingScreen: false, progress: progress)
        return DownloadsBenchmarkResult(
            downloads: downloads, concurrency: concurrency, tickMilliseconds: tickMilliseconds,
            bytesPerSecond: bytesPerSecond, screen: screen, baseline: baseline)
    }
}
