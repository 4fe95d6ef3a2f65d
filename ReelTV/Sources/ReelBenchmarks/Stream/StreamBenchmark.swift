import Foundation
import ReelConsole

/// `reel bench stream`: events pushed through a Reel stream against the same pipeline written
/// directly with Combine, measured in the same run.
package enum StreamBenchmark {
    /// The two pipelines disagreed, which would make the timings meaningless.
    struct ChecksumMismatch: Error, CustomStringConvertible {
        let handWritten: Int
        let reel: Int

        var description: String {
            "the Reel stream and the hand-written pipeline produced different outputs (checksums \(reel) and \(handWritten))"
        }
    }

    /// Measures both pipelines `iterations` times on `events` events, after a warm-up,
    /// reporting each round to `progress`.
    ///
    /// Streams are `@MainActor`, so both pipelines are built and driven there, the way an app
    /// drives them. Runs alternate between the two pipelines so that a change in the machine's
    /// load during the run weighs on both alike.
    @MainActor
    package static func measure(events: Int, iterations: Int, progress: ProgressReporter) throws -> StreamBenchmarkResult {
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
