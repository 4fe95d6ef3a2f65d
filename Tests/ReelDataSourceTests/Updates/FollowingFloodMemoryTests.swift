import Foundation
import ReelDataSource
import ReelDiff
import ReelStream
import ReelTestSupport
import Testing

/// A data source following a flood of states holds one of them, not the flood: the sequence is
/// read as it produces, and each state read replaces the one before.
@MainActor
@Suite struct FollowingFloodMemoryTests {
    /// An item that counts the items alive.
    final class CountedItem: IdentifiableType, Equatable, Sendable {
        let id: Int
        private let alive: Locked<Int>

        init(id: Int, alive: Locked<Int>) {
            self.id = id
            self.alive = alive
            alive.withLock { $0 += 1 }
        }

        deinit {
            alive.withLock { $0 -= 1 }
        }

        var identity: Int { id }

        static func == (lhs: CountedItem, rhs: CountedItem) -> Bool { lhs.id == rhs.id }
    }

    typealias CountedSection = AnimatableSectionModel<String, CountedItem>

    /// 200,000 states wait in an unbounded stream before the data source reads one, and the
    /// test holds the main actor while the stream is read to its end. A data source that read
    /// on the main actor read none meanwhile, and left every state in the stream's buffer.
    @Test("a data source reading a flood of states keeps the latest it read, not the ones before")
    func keepsTheLatestState() async {
        await GatedDiffTurns.shared.take()
        await followFlood()
        await GatedDiffTurns.shared.end()
    }

    private func followFlood() async {
        let alive = Locked(0)
        let dataSource = SectionedDataSource<CountedSection, FixedTopList>(
            list: FixedTopList(top: (IndexPath(ItemPath(item: 0, section: 0)), 0))) { _, _, _ in }
        let (states, continuation) = AsyncStream<[CountedSection]>.makeStream()
        for id in 0..<200_000 { continuation.yield([CountedSection(model: "flood", items: [CountedItem(id: id, alive: alive)])]) }
        continuation.finish()
        let gated = GatedSequence(states)
        let following = dataSource.follow(gated)
        for await _ in gated.firstRequest {}
        guard gated.readToTheEndHoldingTheMainActor() else {
            Issue.record("the stream was not read while the main actor was busy: \(alive.withLock { $0 }) items alive")
            following.cancel()
            return
        }
        // The last state read, waiting for the main actor.
        #expect(alive.withLock { $0 } == 1, "items alive once 200,000 states were read")
        await #expect(throws: Never.self) { try await following.value }
        #expect(dataSource.sections.flatMap(\.items).map(\.id) == [199_999])
    }
}
