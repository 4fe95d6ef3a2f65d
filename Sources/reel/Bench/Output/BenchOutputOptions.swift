import ArgumentParser
import ReelCharts
import ReelCommandLine
import ReelConsole
import ReelTerminal

/// The options every `reel bench` command shares: how its results are printed, whether it
/// draws a chart of them, and whether it shows its progress.
struct BenchOutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print JSON instead of a table.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Also write a chart of the results to this SVG file.", valueName: "file.svg"))
    var chart: String?

    @Flag(name: .long, help: "Show no progress (shown on standard error only when it is a terminal, and never with --json).")
    var quiet = false

    /// The progress reporter for the run: on standard error when it is a terminal, unless
    /// `--json` (whose reader is a program) or `--quiet`.
    func progress() -> ProgressReporter {
        .onStandardError(quiet: quiet || json)
    }

    /// The file `--chart` names.
    private var chartFile: OutputFile? {
        chart.map { OutputFile(path: $0, role: "the chart file") }
    }

    /// Throws now, before anything is measured, if `--chart` names a file that cannot be written.
    func checkChart() throws {
        try chartFile?.checkWritable()
    }

    /// Prints `result` (JSON or its table) and then, with `--chart`, writes the chart `chart`
    /// draws of it; the printed results survive a chart that cannot be written.
    func report<Result: Encodable>(_ result: Result, table: (Result) -> String, chart: (Result) throws -> String) throws {
        try printBenchmarkResult(result, json: json, table: table)
        guard let file = chartFile else { return }
        let svg: String
        do {
            svg = try chart(result)
        } catch let error as ChartError {
            throw file.failure(error.description)
        }
        try file.write(svg)
    }
}
