import Dispatch
import Synchronization
import ReelDataSource
import ReelDataSourceReelUI
import ReelDiff
import ReelStream
import ReelUI
import Testing

/// Freeing a large list's arrays takes the main thread up to a millisecond, so the data source
/// frees the states it is done with off the main actor.
@MainActor
@Suite struct ReleaseOffMainActorTests {
    /// Marks the main queue, where the main actor runs, whichever thread drains it.
    nonisolated static let mainQueueKey = DispatchSpecificKey<Bool>()

    /// Records where each tracked state was freed: on the main queue or not.
    final class FreeLog: Sendable {
        private let entries = Mutex<[(state: Int, onMainQueue: Bool)]>([])
        private let freed = AsyncStream<Int>.makeStream()

        func record(state: Int) {
            let onMainQueue = DispatchQueue.getSpecific(key: ReleaseOffMainActorTests.mainQueueKey) == true
            entries.withLock { $0.append((state, onMainQueue)) }
            freed.continuation.yield(state)
        }

        var stream: AsyncStream<Int> { freed.stream }
        var all: [(state: Int, onMainQueue: Bool)] { entries.withLock { $0 } }
    }

    /// Reports to the log when the state that made it is freed.
    final class Tracker: Sendable {
        let state: Int
        let log: FreeLog
        init(state: Int, log: FreeLog) {
            self.state = state
            self.log = log
        }
        deinit { log.record(state: state) }
    }

    /// An item of a tracked state: its tracker is not part of its content.
    struct TrackedItem: IdentifiableType, Equatable, Sendable {
        let id: Int
        let tracker: Tracker
        var identity: Int { id }
        static func == (lhs: TrackedItem, rhs: TrackedItem) -> Bool { lhs.id == rhs.id }
    }

    typealias TrackedSection = AnimatableSectionModel<Int, TrackedItem>

    final class TrackedCell: CollectionViewCell {}

    @Test("replaced and coalesced states are freed off the main actor", .timeLimit(.minutes(10)))
    func statesAreFreedOffTheMainActor() async {
        DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
        var log = FreeLog()
        func state(_ number: Int) -> [TrackedSection] {
            let tracker = Tracker(state: number, log: log)
            return [TrackedSection(model: 0, items: (0..<20).map { TrackedItem(id: $0 + number, tracker: tracker) })]
        }
        let window = Window(traits: TraitCollection(size: Size(width: 20, height: 10), orientation: .portrait))
        let collectionView = CollectionView(frame: window.bounds)
        collectionView.register(TrackedCell.self)
        window.addSubview(collectionView)
        for offMainActorItemThreshold in [0, 5_000] {
            log = FreeLog()
            let dataSource = SectionedDataSource<TrackedSection, CollectionView>(
                list: collectionView, configuration: DataSourceConfiguration(offMainActorItemThreshold: offMainActorItemThreshold),
                cellProvider: { list, path, _ in list.dequeueReusableCell(TrackedCell.self, for: path) })
            await dataSource.apply(state(1))
            // 2 starts at once; 3 waits and is replaced by 4, so it is never shown.
            dataSource.apply(state(2), completion: nil)
            dataSource.apply(state(3), completion: nil)
            await dataSource.apply(state(4))
            await window.loop.settle()
            var freed: Set<Int> = []
            for await number in log.stream {
                freed.insert(number)
                if freed.isSuperset(of: [1, 2, 3]) { break }
            }
            let onMainActor = log.all.filter { $0.onMainQueue && $0.state < 4 }.map(\.state)
            #expect(onMainActor.isEmpty, "states freed on the main actor: \(onMainActor); diffs off the main actor: \(offMainActorItemThreshold == 0)")
        }
    }
}
