import ArgumentParser
import Foundation
import ReelCommandLine
import ReelConsole

/// `reel bench stream-list`: a never-ending stream of states (by default at 60 Hz for 10 s)
/// shown in a collection view by Reel's data source and by two baselines, measuring how long
/// the main actor is blocked, how old the shown state gets and how much memory it takes,
/// against the diff alone, and whether the stream itself was delivered on time.
struct StreamListBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stream-list",
        abstract: "Benchmark a stream of list states through ReelDataSource against diffing on the main actor and reloading.",
        discussion: """
            Each size's list (ten sections) gets a new state every 1/rate seconds, each editing 1% of \
            its items in two of the sections, made before the stream and delivered to the main actor \
            from a thread of its own. Reel's data source, a \
            data source that diffs every state on the main actor and performs every batch update \
            (RxDataSources' way), and reloadData for every state each show the same states. A block \
            is one main-actor job (a loop turn, a batch update, a delivery); the frame budget is one \
            period of the stream, 1/rate (16.7 ms at the default 60 Hz, 8.3 ms at 120 Hz), and a \
            frame is over budget when a block lasts longer. Before a size's runs, its diff alone \
            (ReelDiff's staged changeset from the first state to the second) is timed, and the \
            memory of a state and of that changeset measured. Each run reports its peak memory \
            above the live heap before the stream, what making a state cost, and how many states \
            the producer's thread delivered more than a period late.
            """)

    /// The sizes a run may have: ten sections need ten items; a million is already minutes.
    static let sizesOption = NumericOption("sizes", 10...1_000_000)
    /// The state rates a run may have.
    static let rateOption = NumericOption("rate", 1.0...1_000.0, unit: "Hz")
    /// The stream durations a run may have.
    static let durationOption = NumericOption("duration", 0.1...600.0, unit: "s")

    @Option(eachIn: Self.sizesOption, help: "Item counts of the lists, each measured in turn", valueName: "n")
    var sizes: [Int] = [1_000, 10_000, 100_000]

    @Option(Self.rateOption, help: "States per second", valueName: "Hz")
    var rate = 60.0

    @Option(Self.durationOption, help: "How long the stream lasts, in seconds", valueName: "s")
    var duration = 10.0

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Implementations to measure: reel, diff-on-main, reload.", valueName: "implementation"))
    var implementations: [StreamListImplementation] = StreamListImplementation.allCases

    @Option(name: .long, help: ArgumentHelp("Seed of the states' edits.", valueName: "seed"))
    var seed: UInt64 = 0x5EED_57EA

    @OptionGroup var output: BenchOutputOptions

    func validate() throws {
        for size in sizes { try Self.sizesOption.check(size) }
        try Self.rateOption.check(rate)
        try Self.durationOption.check(duration)
        guard Int((rate * duration).rounded()) >= 1 else {
            throw ValidationError("--rate × --duration must make at least one state, got \(rate) Hz × \(duration) s")
        }
    }

    func run() async throws {
        let (rate, duration) = (rate, duration)
        try await output.run(
            measuring: measure, table: { StreamListResult.table($0, rate: rate, duration: duration) },
            chart: { try StreamListResult.chart($0, rate: rate) })
    }

    /// Every implementation on every size, in turn, each size's diff alone first; then Reel's
    /// memory allowance where reload was measured.
    private func measure(progress: ProgressReporter) async throws -> [StreamListResult] {
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

extension StreamListImplementation: ExpressibleByArgument {}
