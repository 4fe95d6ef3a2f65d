import ArgumentParser
import ReelBenchmarks
import ReelCommandLine

/// `reel bench layout`: the options of ``ReelBenchmarks/LayoutBenchmark``.
struct BenchLayout: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Benchmark configuring enum-configured against type-parameter summary views.")

    @Option(NumericOption.iterations, help: "Timed batches of each pattern and combination, after one warm-up", valueName: "n")
    var iterations = 21

    @Option(Self.batchOption, help: "Configures in a timed batch, each of its own reused view", valueName: "n")
    var batch = 1_000

    @OptionGroup var output: BenchOutputOptions

    /// Every view of a batch is kept alive: 100,000 of each pattern take about 360 MB.
    static let batchOption = NumericOption("batch", 1...100_000)

    func validate() throws {
        try NumericOption.iterations.check(iterations)
        try Self.batchOption.check(batch)
    }

    func run() async throws {
        let (iterations, batch) = (iterations, batch)
        try await output.run(
            measuring: { try await LayoutBenchmark.measure(iterations: iterations, batch: batch, progress: $0) },
            table: { LayoutBenchmarkRow.table($0, batch: batch) }, chart: { try LayoutBenchmarkRow.chart($0, batch: batch) })
    }
}
