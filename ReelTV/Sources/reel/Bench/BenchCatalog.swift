import ArgumentParser
import ReelBenchmarks
import ReelCommandLine

/// `reel bench catalog`: the options of ``ReelBenchmarks/CatalogBenchmark``.
struct BenchCatalog: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Benchmark loading (decoding and checking) generated catalogs of growing size.")

    @Option(eachIn: Self.episodesOption, help: "Episodes of each generated catalog", valueName: "n")
    var episodes = [10_000, 100_000]

    @Option(NumericOption.iterations, help: "Measured loads of each catalog, after one warm-up", valueName: "n")
    var iterations = 11

    /// A million episodes make about 190 MB of JSON, which loads in seconds; far past any
    /// real catalog, and far from exhausting memory.
    static let episodesOption = NumericOption("episodes", 1...1_000_000)

    @OptionGroup var output: BenchOutputOptions

    func validate() throws {
        try NumericOption.iterations.check(iterations)
        for count in episodes { try Self.episodesOption.check(count) }
        if let repeated = episodes.first(where: { count in episodes.count { $0 == count } > 1 }) {
            throw ValidationError("--episodes lists \(repeated) twice")
        }
    }

    func run() async throws {
        try await output.run(
            measuring: { try CatalogBenchmark.measure(episodes: episodes, iterations: iterations, progress: $0) }, table: \.table,
            chart: CatalogBenchmarkResult.chart)
    }
}
