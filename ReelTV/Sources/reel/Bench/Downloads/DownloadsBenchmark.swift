import ArgumentParser
import Foundation
import ReelCommandLine
import ReelConsole
import ReelDownloadsCommand
import ReelTVModel
import ReelTerminal

/// `reel bench downloads`: a thousand downloads transferring in real time, eight at once, on a
/// real SQLite library, with the downloads screen in a window whose main loop runs; against the
/// same run without a screen. Afterwards each run's database must hold exactly the states the
/// store last reported.
struct DownloadsBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "downloads",
        abstract: "Benchmark the downloads screen following a download queue in real time.")

    /// How long the transfers of a run should take: the speed is chosen from it.
    static let targetSeconds = 15.0

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Downloads queued (the bundled catalog's first episodes); 1 to the number of episodes in the bundled catalog.", valueName: "n"))
    var downloads = 1_000

    @Option(NumericOption.downloadConcurrency, help: "Downloads running at once", valueName: "n")
    var concurrency = 8

    @Option(NumericOption.tickMilliseconds, help: "Milliseconds between progress ticks", valueName: "ms")
    var tickMilliseconds = 50

    @OptionGroup var output: BenchOutputOptions

    func validate() throws {
        let episodes = try CatalogLoader.loadBundled().series.flatMap(\.seasons).flatMap(\.episodes).count
        try NumericOption("downloads", 1...episodes).check(downloads)
        try NumericOption.downloadConcurrency.check(concurrency)
        try NumericOption.tickMilliseconds.check(tickMilliseconds)
    }

    func run() async throws {
        let result = try await output.run(measuring: measure, table: \.table, chart: DownloadsBenchmarkResult.chart)
        guard result.screen.databaseMatches && result.baseline.databaseMatches else { throw ExitCode.failure }
    }

    @MainActor
    private func measure(progress: ProgressReporter) async throws -> DownloadsBenchmarkResult {
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
