import ArgumentParser
import Foundation
import ReelCommandLine
import ReelConsole
import ReelTerminal

/// `reel bench stream`: events pushed through a Reel stream against the same pipeline written
/// directly with Combine, measured in the same run.
struct StreamBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream",
        abstract: "Benchmark a ReelStream stream against the same hand-written Combine pipeline.")

    @Option(Self.eventsOption, help: "Input events pushed through each pipeline per run", valueName: "n")
    var events = 1_000_000

    @Option(NumericOption.iterations, help: "Measured runs of each pipeline, after one warm-up", valueName: "n")
    var iterations = 11

    @OptionGroup var output: BenchOutputOptions

    /// The two pipelines disagreed, which would make the timings meaningless.
    struct ChecksumMismatch: Error, CustomStringConvertible {
        let handWritten: Int
        let reel: Int

        var description: String {
            "the Reel stream and the hand-written pipeline produced different outputs (checksums \(reel) and \(handWritten))"
        }
    }

    /// Ten million events take about 20 s per run (release build); events are counted, not kept.
    static let eventsOption = NumericOption("events", 1...10_000_000)

    func validate() throws {
        try Self.eventsOption.check(events)
        try NumericOption.iterations.check(iterations)
    }

    func run() async throws {
        let (events, iterations) = (events, iterations)
        try await output.run(
            measuring: { try await Self.measure(events: events, iterations: iterations, progress: $0) }, table: \.table,
            chart: StreamBenchmarkResult.chart)
    }

    /// Streams are `@MainActor`, so both pipelines are built and driven there, the way an app
    /// drives them. Runs alternate between the two pipelines so that a change in the machine's
    /// load during the run weighs on both alike.
    @MainActor
    private static func measure(events: Int, iterations: Int, progress: ProgressReporter) throws -> StreamBenchmarkResult {
        progress.begin(
            "bench stream: \(events.formatted()) events through each pipeline", total: Int64(iterations), unit: .count("rounds"))
        let handWritten = { StreamBenchmarkPipeline.runHandWritten(events: events) }
        let reel = { StreamBenchmarkPipeline.runReelStream(events: events) }
        var handWrittenSamples: [Double] = []
        var reelSamples: [Double] = []
        var checksums = (handWritten: 0, reel: 0)
        for round in 0..<iterations {
            let warmUp = round == 0 ? 1 : 0
            let handWrittenRun = Measurement.run(iterations: 1, warmUp: warmUp, handWritten)
            let reelRun = Measurement.run(iterations: 1, warmUp: warmUp, reel)
            handWrittenSamples += handWrittenRun.measurement.samples
            reelSamples += reelRun.measurement.samples
            checksums = (handWrittenRun.result, reelRun.result)
            progress.advance()
        }
        guard checksums.handWritten == checksums.reel else {
            throw ChecksumMismatch(handWritten: checksums.handWritten, reel: checksums.reel)
        }
        return StreamBenchmarkResult(
            events: events, handWritten: Measurement(samples: handWrittenSamples),
            reel: Measurement(samples: reelSamples), checksum: checksums.reel)
    }
}
