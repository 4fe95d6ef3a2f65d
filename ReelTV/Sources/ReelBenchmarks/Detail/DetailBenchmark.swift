import ReelConsole
import ReelSignposts
import ReelTVModel
import ReelTVScreens
import ReelTVTerminal

/// `reel bench detail`: the detail-screen talk's table. Opens and rotates the detail screen
/// headlessly with both strategies in one run — lazy (one collection view) and eager (a scroll view
/// holding every view) — against a server that answers at once, so the numbers are the screen's
/// own.
package enum DetailBenchmark {
    /// Opens and rotates the series `seriesID` of `catalog`, with `pattern`'s recommend rows,
    /// `runs` times with each strategy, eager first, reporting each step to `progress`; returns
    /// each strategy's measurement, in that order, and the signposts all of them recorded.
    @MainActor
    package static func measure(catalog: Catalog, seriesID: String, pattern: RecommendPattern, runs: Int, progress: ProgressReporter)
        async throws -> (results: [DetailMeasurement], signposts: SignpostRecorder)
    {
        let measuring = DetailMeasuring(catalog: catalog, seriesID: seriesID, pattern: pattern, runs: runs)
        let signposts = SignpostRecorder()
        var results: [DetailMeasurement] = []
        let strategies = [DetailStrategy.eager, .lazy]
        for (index, strategy) in strategies.enumerated() {
            progress.begin(
                "bench detail \(index + 1)/\(strategies.count): \(strategy.rawValue), opening and rotating the screen",
                total: Int64(2 * runs), unit: .count("steps"))
            results.append(try await measuring.measure(strategy, signposts: signposts) { progress.advance() })
        }
        return (results, signposts)
    }
}
