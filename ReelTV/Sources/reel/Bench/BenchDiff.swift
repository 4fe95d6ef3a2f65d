import ArgumentParser
import ReelBenchmarks
import ReelCommandLine

/// `reel bench diff`: the options of ``ReelBenchmarks/DiffBenchmark``.
struct BenchDiff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Benchmark ReelDiff against the standard library's CollectionDifference.")

    @Option(
        name: .long, parsing: .upToNextOption,
        help: ArgumentHelp(
            "Scenarios to run, by letter: A, B, C, D (each below).",
            discussion: DiffScenario.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(separator: "\n"), valueName: "letter"))
    var scenario: [DiffScenario] = DiffScenario.allCases

    @Option(NumericOption.iterations, help: "Measured runs of Reel's diff per scenario, after one warm-up", valueName: "n")
    var iterations = 21

    @Option(Self.baselineIterationsOption, help: "Measured runs of the standard library's diff (about 15 s each on scenario B)", valueName: "n")
    var baselineIterations = 3

    @Flag(name: .long, help: "Skip the standard library baseline.")
    var noBaseline = false

    @OptionGroup var output: BenchOutputOptions

    /// A hundred runs of the standard library's diff on scenario B take about half an hour.
    static let baselineIterationsOption = NumericOption("baseline-iterations", 1...100)

    func validate() throws {
        try NumericOption.iterations.check(iterations)
        try Self.baselineIterationsOption.check(baselineIterations)
    }

    func run() async throws {
        let benchmark = DiffBenchmark(
            scenarios: scenario, iterations: iterations, baselineIterations: baselineIterations, measuresBaseline: !noBaseline)
        try await output.run(measuring: benchmark.measure, table: DiffBenchmarkResult.table, chart: DiffBenchmarkResult.chart)
    }
}

extension DiffScenario: ExpressibleByArgument {}
