import ArgumentParser
import ReelBenchmarks
import ReelCommandLine

/// `reel bench datasource`: the options of ``ReelBenchmarks/DataSourceBenchmark``.
struct BenchDataSource: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "datasource",
        abstract: "Benchmark applying scenario C through ReelDataSource to a headless collection view.")

    @Option(NumericOption.iterations, help: "Measured runs of each variant, after one warm-up", valueName: "n")
    var iterations = 11

    @Option(Self.rowsOption, help: "Rows the collection view shows", valueName: "n")
    var rows = 40

    @OptionGroup var output: BenchOutputOptions

    /// The collection view fills a window, so it is at most as tall as the largest window.
    static let rowsOption = NumericOption("rows", 1...Int(WindowSizeOption.largest.height))

    func validate() throws {
        try NumericOption.iterations.check(iterations)
        try Self.rowsOption.check(rows)
    }

    func run() async throws {
        let (iterations, rows) = (iterations, rows)
        try await output.run(
            measuring: { try await DataSourceBenchmark.measure(iterations: iterations, rows: rows, progress: $0) }, table: \.table,
            chart: DataSourceBenchmarkResult.chart)
    }
}
