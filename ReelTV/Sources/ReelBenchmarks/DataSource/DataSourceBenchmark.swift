import Foundation
import ReelConsole
import ReelDiff

/// `reel bench datasource`: scenario C applied through the data source to a collection view,
/// animated, against the diff alone and against `reloadData` of the same states, in one run.
package enum DataSourceBenchmark {
    /// The data source showed something other than the target state.
    struct WrongResult: Error, CustomStringConvertible {
        let variant: String
        var description: String { "the \(variant) run did not end showing scenario C's target" }
    }

    /// Measures each variant `iterations` times, after a warm-up round, on a collection view
    /// `rows` rows tall, reporting each round to `progress`.
    ///
    /// Each run starts from a new screen showing the source (not timed) and times from
    /// `apply` to the target being on screen: for the animated variant until the last stage's
    /// animation completed, for the reload until the layout pass after it. Variants alternate
    /// so that a change in the machine's load weighs on all alike.
    @MainActor
    package static func measure(iterations: Int, rows: Int, progress: ProgressReporter) async throws -> DataSourceBenchmarkResult {
        progress.begin("bench datasource: generating scenario C")
        let (source, target) = DiffScenario.sectionedInput()
        progress.begin(
            "bench datasource: diff, animated apply and reloadData of scenario C", total: Int64(iterations + 1), unit: .count("rounds"))
        var diff: [Double] = []
        var animated: [Double] = []
        var reload: [Double] = []
        var animatedRun = DataSourceBenchmarkResult.Run()
        var reloadRun = DataSourceBenchmarkResult.Run()
        for round in 0...iterations {
            let diffStart = Measurement.timestamp()
            _ = StagedChangeset(source: source, target: target)
            let diffSeconds = Measurement.seconds(since: diffStart)

            let animatedScreen = BenchScreen(rows: rows, showing: source)
            let countersBefore = animatedScreen.collectionView.counters
            let animatedStart = Measurement.timestamp()
            await animatedScreen.dataSource.apply(target)
            let animatedSeconds = Measurement.seconds(since: animatedStart)
            guard animatedScreen.dataSource.sections == target else { throw WrongResult(variant: "animated") }
            // Counted once: every round shows the same cells.
            let isLast = round == iterations
            animatedRun = .init(
                counters: animatedScreen.collectionView.counters, before: countersBefore,
                changedCells: isLast ? animatedScreen.changedCells(since: source) : 0)

            let reloadScreen = BenchScreen(rows: rows, showing: source)
            let reloadCountersBefore = reloadScreen.collectionView.counters
            let reloadStart = Measurement.timestamp()
            reloadScreen.dataSource.applyUsingReloadData(target, completion: nil)
            reloadScreen.collectionView.layoutIfNeeded()
            let reloadSeconds = Measurement.seconds(since: reloadStart)
            guard reloadScreen.dataSource.sections == target else { throw WrongResult(variant: "reload") }
            reloadRun = .init(
                counters: reloadScreen.collectionView.counters, before: reloadCountersBefore,
                changedCells: isLast ? reloadScreen.changedCells(since: source) : 0)
            progress.advance()

            guard round > 0 else { continue }  // the warm-up
            diff.append(diffSeconds)
            animated.append(animatedSeconds)
            reload.append(reloadSeconds)
        }
        return DataSourceBenchmarkResult(
            rows: rows, diff: Measurement(samples: diff), animated: Measurement(samples: animated),
            reload: Measurement(samples: reload), animatedRun: animatedRun, reloadRun: reloadRun,
            counts: StagedChangeset(source: source, target: target).counts)
    }
}
