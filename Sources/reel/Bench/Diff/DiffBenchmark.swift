import ArgumentParser
import Foundation
import ReelDiff

/// `reel bench diff`: Reel's staged diff on scenarios A–D, against the standard library's
/// `difference(from:).inferringMoves()` on A and B, measured in the same run.
struct DiffBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Benchmark ReelDiff against the standard library's CollectionDifference.")

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp(
            "Scenarios to run, by letter: A, B, C, D (each below).",
            discussion: DiffScenario.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "\n"), valueName: "letter"))
    var scenario: [DiffScenario] = DiffScenario.allCases

    @Option(name: NumericOption.iterations.name, parsing: NumericOption.iterations.parsing, help: NumericOption.iterations.help("Measured runs of Reel's diff per scenario, after one warm-up", valueName: "n"))
    var iterations = 21

    @Option(
        name: DiffBenchmark.baselineIterationsOption.name, parsing: DiffBenchmark.baselineIterationsOption.parsing,
        help: DiffBenchmark.baselineIterationsOption.help("Measured runs of the standard library's diff (about 15 s each on scenario B)", valueName: "n"))
    var baselineIterations = 3

    @Flag(name: .long, help: "Skip the standard library baseline.")
    var noBaseline = false

    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    /// A hundred runs of the standard library's diff on scenario B take about half an hour.
    static let baselineIterationsOption = NumericOption("baseline-iterations", 1...100)

    func validate() throws {
        try NumericOption.iterations.check(iterations)
        try Self.baselineIterationsOption.check(baselineIterations)
    }

    func run() throws {
        var results: [DiffBenchmarkResult] = []
        // D runs first so that the process's peak memory is D's own.
        for scenario in scenario.sorted(by: { ($0 == .D ? 0 : 1, $0.rawValue) < ($1 == .D ? 0 : 1, $1.rawValue) }) {
            results += measure(scenario)
        }
        results.sort { ($0.scenario.rawValue, $0.implementation) < ($1.scenario.rawValue, $1.implementation) }
        try printBenchmarkResult(results, json: json, table: DiffBenchmarkResult.table)
    }

    private func measure(_ scenario: DiffScenario) -> [DiffBenchmarkResult] {
        if scenario == .C {
            let (source, target) = DiffScenario.sectionedInput()
            let reel = Measurement.run(iterations: iterations) { StagedChangeset(source: source, target: target) }
            return [DiffBenchmarkResult(scenario: scenario, implementation: "reel", measurement: reel.measurement, counts: reel.result.counts)]
        }
        let (source, target) = scenario.linearInput()
        let reel = Measurement.run(iterations: iterations) { StagedChangeset(source: source, target: target) }
        var results = [
            DiffBenchmarkResult(
                scenario: scenario, implementation: "reel", measurement: reel.measurement, counts: reel.result.counts,
                peakMemoryBytes: scenario == .D ? peakResidentBytes() : nil)
        ]
        if !noBaseline && scenario != .D {
            let stdlib = Measurement.run(iterations: baselineIterations) { target.difference(from: source).inferringMoves() }
            results.append(
                DiffBenchmarkResult(
                    scenario: scenario, implementation: "stdlib", measurement: stdlib.measurement,
                    counts: ChangeCounts(stdlib.result)))
        }
        return results
    }
}

extension DiffScenario: ExpressibleByArgument {}

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
