import ArgumentParser
import Foundation
import ReelCommandLine
import ReelConsole
import ReelTVModel
import ReelTerminal

/// `reel bench catalog`: loading generated catalogs of growing size, so that the growth of
/// the load time from the smallest to the largest shows whether loading stays linear.
struct CatalogBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Benchmark loading (decoding and checking) generated catalogs of growing size.")

    /// The seed every catalog is generated from.
    static let seed: UInt64 = 2024

    @Option(eachIn: Self.episodesOption, help: "Episodes of each generated catalog", valueName: "n")
    var episodes = [10_000, 100_000]

    @Option(NumericOption.iterations, help: "Measured loads of each catalog, after one warm-up", valueName: "n")
    var iterations = 11

    /// A million episodes make about 190 MB of JSON, which loads in seconds; far past any
    /// real catalog, and far from exhausting memory.
    static let episodesOption = NumericOption("episodes", 1...1_000_000)

    @OptionGroup var output: BenchOutputOptions

    /// A load gave something other than the catalog that was generated.
    struct WrongResult: Error, CustomStringConvertible {
        let episodes: Int
        var description: String { "loading the generated catalog of \(episodes) episodes gave a different catalog" }
    }

    func validate() throws {
        try NumericOption.iterations.check(iterations)
        for count in episodes { try Self.episodesOption.check(count) }
        if let repeated = episodes.first(where: { count in episodes.count { $0 == count } > 1 }) {
            throw ValidationError("--episodes lists \(repeated) twice")
        }
    }

    func run() async throws {
        try await output.run(
            measuring: { try Self.measure(episodes: episodes.sorted(), iterations: iterations, progress: $0) }, table: \.table,
            chart: CatalogBenchmarkResult.chart)
    }

    /// Generates and encodes every catalog first (not timed), then times `CatalogLoader.decode`
    /// of each in turn, round after round, so that a change in the machine's load weighs on all
    /// sizes alike and leaves their ratio alone. The first round is the warm-up.
    private static func measure(episodes: [Int], iterations: Int, progress: ProgressReporter) throws -> CatalogBenchmarkResult {
        progress.begin("bench catalog: generating the catalogs", total: Int64(episodes.reduce(0, +)), unit: .count("episodes"))
        let catalogs = try episodes.map { count in
            var generator = SeededGenerator(seed: seed)
            let catalog = CatalogGenerator.catalog(episodes: count, using: &generator)
            defer { progress.advance(by: Int64(count)) }
            return (catalog: catalog, data: try CatalogLoader.encode(catalog))
        }
        var samples = Array(repeating: [Double](), count: catalogs.count)
        progress.begin(
            "bench catalog: loading catalogs of \(episodes.map { $0.formatted() }.joined(separator: ", ")) episodes",
            total: Int64(iterations + 1), unit: .count("rounds"))
        for round in 0...iterations {
            for (index, generated) in catalogs.enumerated() {
                let start = Measurement.timestamp()
                let loaded = try CatalogLoader.decode(generated.data, file: "generated.json")
                let seconds = Measurement.seconds(since: start)
                guard loaded == generated.catalog else { throw WrongResult(episodes: episodes[index]) }
                if round > 0 { samples[index].append(seconds) }
            }
            progress.advance()
        }
        return CatalogBenchmarkResult(
            sizes: zip(catalogs, samples).map { generated, samples in
                CatalogBenchmarkResult.Size(
                    episodes: generated.catalog.series.reduce(0) { $0 + $1.seasons.reduce(0) { $0 + $1.episodes.count } },
                    series: generated.catalog.series.count, bytes: generated.data.count,
                    load: Measurement(samples: samples))
            })
    }
}
