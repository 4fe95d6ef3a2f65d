import ArgumentParser
import ReelBenchmarks
import ReelCommandLine

/// `reel bench stream-list`: the options of ``ReelBenchmarks/StreamListBenchmark``.
struct BenchStreamList: AsyncParsableCommand {
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
        let benchmark = StreamListBenchmark(sizes: sizes, rate: rate, duration: duration, implementations: implementations, seed: seed)
        try await output.run(
            measuring: benchmark.measure, table: { StreamListResult.table($0, rate: rate, duration: duration) },
            chart: { try StreamListResult.chart($0, rate: rate) })
    }
}

extension StreamListImplementation: ExpressibleByArgument {}
