import ArgumentParser
import ReelBenchmarks
import ReelCommandLine

/// `reel bench stream`: the options of ``ReelBenchmarks/StreamBenchmark``.
struct BenchStream: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream",
        abstract: "Benchmark a ReelStream stream against the same hand-written Combine pipeline.")

    @Option(Self.eventsOption, help: "Input events pushed through each pipeline per run", valueName: "n")
    var events = 1_000_000

    @Option(NumericOption.iterations, help: "Measured runs of each pipeline, after one warm-up", valueName: "n")
    var iterations = 11

    @OptionGroup var output: BenchOutputOptions

    /// Ten million events take about 20 s per run (release build); events are counted, not kept.
    static let eventsOption = NumericOption("events", 1...10_000_000)

    func validate() throws {
        try Self.eventsOption.check(events)
        try NumericOption.iterations.check(iterations)
    }

    func run() async throws {
        let (events, iterations) = (events, iterations)
        try await output.run(
            measuring: { try await StreamBenchmark.measure(events: events, iterations: iterations, progress: $0) }, table: \.table,
            chart: StreamBenchmarkResult.chart)
    }
}
