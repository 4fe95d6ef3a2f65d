import Foundation
import ReelConsole
import ReelTVModel

/// `reel bench catalog`: loading generated catalogs of growing size, so that the growth of
/// the load time from the smallest to the largest shows whether loading stays linear.
package enum CatalogBenchmark {
    /// The seed every catalog is generated from.
    static let seed: UInt64 = 2024

    /// A load gave something other than the catalog that was generated.
    struct WrongResult: Error, CustomStringConvertible {
        let episodes: Int
        var description: String { "loading the generated catalog of \(episodes) episodes gave a different catalog" }
    }

    /// Measures loading a generated catalog of each of `episodes`, `iterations` times after a
    /// warm-up, reporting the generation and each round to `progress`; the results are in order
    /// of episodes, fewest first.
    ///
    /// Generates and encodes every catalog first (not timed), then times `CatalogLoader.decode`
    /// of each in turn, round after round, so that a change in the machine's load weighs on all
    /// sizes alike and leaves their ratio alone. The first round is the warm-up.
    package static func measure(episodes: [Int], iterations: Int, progress: ProgressReporter) throws -> CatalogBenchmarkResult {
        let episodes = episodes.sorted()
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
