import ArgumentParser
import ReelBenchmarks
import ReelCommandLine
import ReelDownloadsCommand
import ReelTVModel

/// `reel bench downloads`: the options of ``ReelBenchmarks/DownloadsBenchmark``. Fails after
/// printing the results when a run's database does not hold what its store last reported.
struct BenchDownloads: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "downloads",
        abstract: "Benchmark the downloads screen following a download queue in real time.")

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
        let benchmark = DownloadsBenchmark(downloads: downloads, concurrency: concurrency, tickMilliseconds: tickMilliseconds)
        let result = try await output.run(measuring: benchmark.measure, table: \.table, chart: DownloadsBenchmarkResult.chart)
        guard result.databasesMatch else { throw ExitCode.failure }
    }
}
