import Foundation
import ReelDataSourceUIKit
import ReelDiff
import ReelSignposts

/// One run of `reel bench stream-list`: one implementation showing one size's stream of
/// states in a window, in real time, while the main actor's work is recorded.
@MainActor
final class StreamListRun {
    /// What a run does.
    struct Plan: Sendable {
        let size: Int
        let implementation: StreamListImplementation
        /// States after the first, which is shown before the stream starts.
        let stateCount: Int
        let periodNanoseconds: UInt64
        let seed: UInt64
        /// How long after the last state arrived the list may take to show it.
        let finalStateTimeout: Duration

        /// The frame budget: one period, 1/rate to the nanosecond, in seconds.
        var frameBudget: Double { Double(periodNanoseconds) / 1e9 }
    }

    /// How often the live heap is read for the run's peak memory.
    static let heapSamplingInterval = Duration.milliseconds(2)

    /// The names of the main-actor intervals a run records: the blocks are made of these.
    static let blockNames: Set<String> = [
        StandInRunLoop.turnInterval, StandInRunLoop.batchUpdateInterval, StandInRunLoop.reloadInterval, deliverSignpost,
    ]
    /// The interval of a state's delivery: the main-actor job that hands it to the list.
    static let deliverSignpost = "deliver"

    private let plan: Plan
    private let window: UIWindow
    private let collectionView: BenchCollectionView
    private let driver: any StreamListDriver
    private let producer: StreamListProducer
    /// The main actor's work on the wall clock, in `DispatchTime` uptime.
    private let wallClock = SignpostRecorder(now: { .nanoseconds(Int64(DispatchTime.now().uptimeNanoseconds)) })
    /// The same work in the main thread's CPU time (every interval begins and ends on it).
    private let cpuClock = SignpostRecorder(now: threadCPUTime)
    /// When the list showed a newer state (at the end of the layout pass that drew it), in
    /// `DispatchTime` uptime nanoseconds, and which.
    private var shown: [(time: UInt64, number: Int)] = []
    private var delivered = 0

    private init(plan: Plan, stream: PreparedStream) {
        self.plan = plan
        producer = StreamListProducer(stream)
        let initial = stream.initial
        let size = CGSize(width: 40, height: 40)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        collectionView = BenchCollectionView(size: size)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        switch plan.implementation {
        case .reel: driver = ReelStreamListDriver(collectionView: collectionView, initial: initial)
        case .diffOnMain: driver = BaselineStreamListDriver(collectionView: collectionView, strategy: .diffOnMain, initial: initial)
        case .reload: driver = BaselineStreamListDriver(collectionView: collectionView, strategy: .reload, initial: initial)
        }
    }

    /// Runs `plan` on `stream`, its size's states made beforehand, and measures it; `diffAlone`
    /// is its size's, measured before, reported with it.
    static func measure(_ plan: Plan, stream: PreparedStream, diffAlone: StreamListDiffAlone) async throws -> StreamListResult {
        let run = StreamListRun(plan: plan, stream: stream)
        return try await run.measure(diffAlone: diffAlone)
    }

    private func measure(diffAlone: StreamListDiffAlone) async throws -> StreamListResult {
        let loop = window.standInRunLoop
        await loop.settle()
        let heap = try LiveHeapPeak(
            measuring: "the peak memory of \(plan.implementation.rawValue) at \(plan.size) items", interval: Self.heapSamplingInterval)
        let countersBefore = collectionView.counters
        loop.addTurnObserver { [weak self] in self?.noteShown() }
        loop.intervalObserver = { [wallClock, cpuClock] name in
            let wall = wallClock.begin(name)
            let cpu = cpuClock.begin(name)
            return {
                cpuClock.end(cpu)
                wallClock.end(wall)
            }
        }
        // A head start, so that the producer's thread is running when the first state is due.
        let start = DispatchTime.now().uptimeNanoseconds + 20_000_000
        shown = [(start, 0)]
        producer.start(start: start, periodNanoseconds: plan.periodNanoseconds) { [weak self] in
            Task { @MainActor in self?.deliverNext() }
        }
        let streamEnd = start + UInt64(plan.stateCount) * plan.periodNanoseconds
        let deadline = streamEnd + UInt64(plan.finalStateTimeout.components.seconds) * 1_000_000_000
        while shown.last!.number < plan.stateCount && DispatchTime.now().uptimeNanoseconds < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        loop.intervalObserver = nil
        let peakMemory = try heap.stop()

        let blocks = try MainActorBlocks(wall: wallClock.intervals, cpu: cpuClock.intervals, names: Self.blockNames)
        let ages = shownAges(from: start, to: streamEnd)
        let counters = collectionView.counters
        return StreamListResult(
            size: plan.size, implementation: plan.implementation, states: delivered, frameBudget: plan.frameBudget,
            mainLongest: blocks.wall.max() ?? 0, mainP99: blocks.wall.percentile(0.99), mainP50: blocks.wall.percentile(0.5),
            cpuLongest: blocks.cpu.max() ?? 0, cpuP99: blocks.cpu.percentile(0.99), cpuP50: blocks.cpu.percentile(0.5),
            framesOverBudget: blocks.wall.count { $0 > plan.frameBudget },
            framesOverBudgetCPU: blocks.cpu.count { $0 > plan.frameBudget },
            batches: counters.batchUpdates - countersBefore.batchUpdates,
            overlappingBatches: counters.overlappingBatchUpdates - countersBefore.overlappingBatchUpdates,
            coalesced: delivered - (shown.count - 1),
            shownAgeP99: ages.percentile(0.99), shownAgeMax: ages.max() ?? 0,
            shownAgeMaxTime: Double(ages.indices.max { ages[$0] < ages[$1] } ?? 0) / 1e3,
            finalStateShown: showsLastState, lastStateDigest: producer.lastState.map(StreamListStates.digest),
            lastStateShape: producer.lastState.map(StreamListStates.shape),
            producer: producer.load, diffAlone: diffAlone, peakMemoryBytes: peakMemory)
    }

    private func deliverNext() {
        guard let arrival = producer.takeNext() else { return }
        let wall = wallClock.begin(Self.deliverSignpost)
        let cpu = cpuClock.begin(Self.deliverSignpost)
        driver.deliver(arrival.state, number: arrival.number)
        cpuClock.end(cpu)
        wallClock.end(wall)
        delivered += 1
    }

    /// At the end of every turn: whether the layout pass just drew a newer state.
    private func noteShown() {
        guard driver.readyNumber > shown.last!.number else { return }
        shown.append((DispatchTime.now().uptimeNanoseconds, driver.readyNumber))
    }

    /// The age of the shown state (the time since it arrived) at every millisecond from
    /// `start` to `end`, in seconds.
    private func shownAges(from start: UInt64, to end: UInt64) -> [Double] {
        var ages: [Double] = []
        var event = 0
        var time = start
        while time <= end {
            while event + 1 < shown.count && shown[event + 1].time <= time { event += 1 }
            let arrival = start + UInt64(shown[event].number) * plan.periodNanoseconds
            ages.append(Double(time - min(arrival, time)) / 1e9)
            time += 1_000_000
        }
        return ages
    }

    /// Whether the list shows the stream's last state: it was drawn, the data source holds
    /// it, and the collection view's counts are its counts. (The run keeps no state itself: a
    /// state it let go of last would be freed by its deliveries, on the main actor.)
    private var showsLastState: Bool {
        guard let lastState = producer.lastState else { return false }
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        return delivered == plan.stateCount && shown.last!.number == plan.stateCount && driver.sections == lastState
            && counts == lastState.map(\.items.count)
    }
}
