import Foundation
import ReelConsole

/// `reel bench stream-list`: a never-ending stream of states (by default at 60 Hz for 10 s)
/// shown in a collection view by Reel's data source and by two baselines, measuring how long
/// the main actor is blocked, how old the shown state gets and how much memory it takes,
/// against the diff alone, and whether the stream itself was delivered on time.
package struct StreamListBenchmark {
    /// The item counts of the lists, each measured in turn.
    let sizes: [Int]
    /// States per second.
    let rate: Double
    /// How long each stream lasts, in seconds: it has `rate` × `duration` states, rounded.
    let duration: Double
    /// The implementations shown each size's stream, in turn.
    let implementations: [StreamListImplementation]
    /// The seed of the states' edits.
    let seed: UInt64

    /// A benchmark of streams of `rate` × `duration` states, drawn from `seed`, of each of
    /// `sizes` items, shown by each of `implementations`; `rate` × `duration` must round to at
    /// least one state.
    package init(sizes: [Int], rate: Double, duration: Double, implementations: [StreamListImplementation], seed: UInt64) {
        self.sizes = sizes
        self.rate = rate
        self.duration = duration
        self.implementations = implementations
        self.seed = seed
    }

    /// Measures every implementation on every size, in turn, each size's diff alone first; then
    /// Reel's memory allowance where reload was measured. Reports each run to `progress`.
    package func measure(progress: ProgressReporter) async throws -> [StreamListResult] {
        let stateCount = Int((rate * duration).rounded())
        var results: [StreamListResult] = []
        for size in sizes {
            progress.begin(
                "bench stream-list: \(size) items, making the states and the diff alone",
                total: Int64(sizes.count * implementations.count), completed: Int64(results.count), unit: .count("runs"))
            let stream = try PreparedStream.prepare(size: size, count: stateCount, seed: seed)
            let diffAlone = try StreamListDiffAlone.measure(stream, size: size, rate: rate)
            for implementation in implementations {
                progress.begin(
                    "bench stream-list: \(size) items, \(implementation.rawValue)",
                    total: Int64(sizes.count * implementations.count), completed: Int64(results.count), unit: .count("runs"))
                let plan = StreamListRun.Plan(
                    size: size, implementation: implementation, stateCount: stateCount,
                    periodNanoseconds: UInt64((1e9 / rate).rounded()), seed: seed, finalStateTimeout: .seconds(120))
                results.append(try await StreamListRun.measure(plan, stream: stream, diffAlone: diffAlone))
            }
            if let reload = results.last(where: { $0.size == size && $0.implementation == .reload }),
                let reel = results.lastIndex(where: { $0.size == size && $0.implementation == .reel })
            {
                results[reel].memoryAllowanceBytes = StreamListResult.memoryAllowance(reload: reload)
            }
        }
        return results
    }
}
