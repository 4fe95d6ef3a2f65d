import Foundation
import ReelConsole

/// Wall-clock timings of repeated runs of one piece of work, after a warm-up.
struct Measurement: Sendable {
    /// Seconds taken by each measured run, in the order they ran.
    let samples: [Double]

    var median: Double {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    var min: Double { samples.min() ?? 0 }

    /// Runs `work` `warmUp` times unmeasured, then `iterations` times measured, advancing
    /// `progress` by one after each run, outside the timed part.
    ///
    /// `work` returns a value so the optimiser cannot drop it; the last one is handed back.
    static func run<Result>(
        iterations: Int, warmUp: Int = 1, progress: ProgressReporter = .silent, _ work: () throws -> Result
    ) rethrows -> (measurement: Measurement, result: Result) {
        precondition(iterations > 0, "a measurement needs at least one iteration")
        var last: Result?
        for _ in 0..<warmUp {
            last = try work()
            progress.advance()
        }
        var samples: [Double] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = timestamp()
            last = try work()
            samples.append(seconds(since: start))
            progress.advance()
        }
        return (Measurement(samples: samples), last!)
    }

    /// A monotonic timestamp, for timing runs that need their own set-up.
    static func timestamp() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Seconds from `start` (a ``timestamp()``) until now.
    static func seconds(since start: UInt64) -> Double { Double(timestamp() - start) / 1e9 }
}

/// Formats a duration in seconds with a unit that keeps three significant figures readable.
func formatDuration(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-3: return String(format: "%.1f µs", seconds * 1e6)
    case ..<1: return String(format: "%.2f ms", seconds * 1e3)
    default: return String(format: "%.2f s", seconds)
    }
}
