import Foundation
import ReelConsole
import ReelDiff

/// `reel bench diff`: Reel's staged diff on scenarios A–D, against the standard library's
/// `difference(from:).inferringMoves()` on A and B, measured in the same run.
package struct DiffBenchmark {
    /// The scenarios to measure, in any order.
    let scenarios: [DiffScenario]
    /// Measured runs of Reel's diff per scenario, after one warm-up.
    let iterations: Int
    /// Measured runs of the standard library's diff per scenario, after one warm-up.
    let baselineIterations: Int
    /// Whether the standard library's diff is measured too, where it runs (A and B).
    let measuresBaseline: Bool

    /// A benchmark of `scenarios`, each diffed `iterations` times by Reel and, with
    /// `measuresBaseline`, `baselineIterations` times by the standard library.
    package init(scenarios: [DiffScenario], iterations: Int, baselineIterations: Int, measuresBaseline: Bool) {
        self.scenarios = scenarios
        self.iterations = iterations
        self.baselineIterations = baselineIterations
        self.measuresBaseline = measuresBaseline
    }

    /// Measures every scenario asked for; the results are in order of scenario, Reel's before
    /// the standard library's.
    package func measure(progress: ProgressReporter) -> [DiffBenchmarkResult] {
        // D runs first so that the process's peak memory is D's own.
        let scenarios = scenarios.sorted { ($0 == .D ? 0 : 1, $0.rawValue) < ($1 == .D ? 0 : 1, $1.rawValue) }
        var stages = DiffStages(total: scenarios.reduce(0) { $0 + (hasBaseline($1) ? 2 : 1) }, progress: progress)
        var results: [DiffBenchmarkResult] = []
        for scenario in scenarios {
            results += measure(scenario, stages: &stages)
        }
        return results.sorted { ($0.scenario.rawValue, $0.implementation) < ($1.scenario.rawValue, $1.implementation) }
    }

    /// Whether `scenario` is measured with the standard library too.
    private func hasBaseline(_ scenario: DiffScenario) -> Bool {
        measuresBaseline && scenario != .C && scenario != .D
    }

    /// Numbers the stages of the run in the progress line: each scenario's diff by Reel, and by
    /// the standard library where it runs.
    private struct DiffStages {
        let total: Int
        let progress: ProgressReporter
        private var started = 0

        init(total: Int, progress: ProgressReporter) {
            self.total = total
            self.progress = progress
        }

        func preparing(_ scenario: DiffScenario) {
            progress.begin("bench diff \(started + 1)/\(total): \(scenario.rawValue), generating the input")
        }

        mutating func begin(_ scenario: DiffScenario, _ implementation: String, runs: Int) {
            started += 1
            progress.begin("bench diff \(started)/\(total): \(scenario.rawValue), \(implementation)", total: Int64(runs), unit: .count("runs"))
        }
    }

    private func measure(_ scenario: DiffScenario, stages: inout DiffStages) -> [DiffBenchmarkResult] {
        let progress = stages.progress
        stages.preparing(scenario)
        if scenario == .C {
            let (source, target) = DiffScenario.sectionedInput()
            stages.begin(scenario, "reel", runs: 1 + iterations)
            let reel = Measurement.run(iterations: iterations, progress: progress) { StagedChangeset(source: source, target: target) }
            return [DiffBenchmarkResult(scenario: scenario, implementation: "reel", measurement: reel.measurement, counts: reel.result.counts)]
        }
        let (source, target) = scenario.linearInput()
        stages.begin(scenario, "reel", runs: 1 + iterations)
        let reel = Measurement.run(iterations: iterations, progress: progress) { StagedChangeset(source: source, target: target) }
        var results = [
            DiffBenchmarkResult(
                scenario: scenario, implementation: "reel", measurement: reel.measurement, counts: reel.result.counts,
                peakMemoryBytes: scenario == .D ? peakResidentBytes() : nil)
        ]
        if hasBaseline(scenario) {
            stages.begin(scenario, "stdlib", runs: 1 + baselineIterations)
            let stdlib = Measurement.run(iterations: baselineIterations, progress: progress) {
                target.difference(from: source).inferringMoves()
            }
            results.append(
                DiffBenchmarkResult(
                    scenario: scenario, implementation: "stdlib", measurement: stdlib.measurement,
                    counts: ChangeCounts(stdlib.result)))
        }
        return results
    }
}

extension ChangeCounts {
    /// The counts of a standard-library difference: removals and insertions paired by
    /// `inferringMoves()` are moves.
    init(_ difference: CollectionDifference<UUID>) {
        self.init()
        for change in difference {
            switch change {
            case .remove(_, _, let associated): if associated == nil { deleted += 1 } else { moved += 1 }
            case .insert(_, _, let associated): if associated == nil { inserted += 1 }
            }
        }
    }
}
