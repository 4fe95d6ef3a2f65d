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

    /// Runs a benchmark as every `reel bench` command does: refuses a `--chart` file that cannot
    /// be written before anything is measured, shows the progress `measure` reports until it
    /// returns, then prints what it measured and draws its chart. Returns the result, for checks
    /// of the command's own.
    @discardableResult
    func run<Result: Encodable>(
        isolation: isolated (any Actor)? = #isolation,
        measuring measure: (ProgressReporter) async throws -> Result,
        table: (Result) -> String, chart: (Result) throws -> String
    ) async throws -> Result {
        try chartFile?.checkWritable()
        // On standard error when it is a terminal, unless `--json` (whose reader is a program)
        // or `--quiet`.
        let progress = ProgressReporter.onStandardError(quiet: quiet || json)
        defer { progress.finish() }
        let result = try await measure(progress)
        progress.finish()
        try report(result, table: table, chart: chart)
        return result
    }

    /// The file `--chart` names.
    private var chartFile: OutputFile? {
        chart.map { OutputFile(path: $0, role: "the chart file") }
    }

    /// Prints `result` (JSON or its table) and then, with `--chart`, writes the chart `chart`
    /// draws of it; the printed results survive a chart that cannot be written.
    private func report<Result: Encodable>(_ result: Result, table: (Result) -> String, chart: (Result) throws -> String) throws {
        try printCommandResult(result, json: json, table: table)
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
