import ArgumentParser
import ReelBenchmarks
import ReelCommandLine
import ReelSignposts
import ReelTVModel
import ReelTVScreens

/// What `reel bench detail` measures with, and how it reports: the openings and rotations per
/// strategy, a trace of the signposts, and the output every benchmark shares. Also taken by
/// `reel demo --measure`, the measurement's old name.
struct DetailMeasurementOptions: ParsableArguments {
    @Option(Self.runsOption, help: "Openings and rotations per strategy", valueName: "n")
    var runs = 10

    @Option(name: .long, help: ArgumentHelp("Write the signposts to this file as Chrome trace JSON (open it in Perfetto).", valueName: "file"))
    var trace: String?

    @OptionGroup var output: BenchOutputOptions

    /// A thousand openings and rotations per strategy take about half a minute (release build).
    static let runsOption = NumericOption("runs", 1...1_000)

    func validate() throws {
        try Self.runsOption.check(runs)
    }

    /// Measures both strategies on `seriesID` of `catalog` and reports the results.
    @MainActor
    func run(catalog: Catalog, seriesID: String, pattern: RecommendPattern) async throws {
        let traceFile = trace.map { OutputFile(path: $0, role: "the trace file") }
        // Before minutes of measuring, as for --chart.
        try traceFile?.checkWritable()
        let runs = runs
        try await output.run(
            measuring: { progress in
                let (results, signposts) = try await DetailBenchmark.measure(
                    catalog: catalog, seriesID: seriesID, pattern: pattern, runs: runs, progress: progress)
                try traceFile?.write(String(decoding: try signposts.chromeTraceJSON(), as: UTF8.self))
                return results
            }, table: { DetailMeasurementTable(results: $0, runs: runs).description },
            chart: { try DetailMeasurementTable(results: $0, runs: runs).chart() })
    }
}
