import Foundation
import ReelSignposts
import ReelUI
import Testing

/// A loop records its main-actor work in every recorder it is given: each turn, and each batch
/// update and reload of a collection view in its windows, whether inside a turn or not.
@MainActor @Suite struct MainLoopSignpostTests {
    @Test("turns, batch updates and reloads are recorded in every recorder, nested as they ran")
    func recordsMainActorWork() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 5))
        let clock = ManualClock()
        let first = SignpostRecorder(now: { clock.now })
        let second = SignpostRecorder(now: { clock.now })
        let loop = fixture.window.loop
        loop.signposts = [first, second]

        // A batch update outside a turn, as a data source performs one from a task of its own.
        fixture.collectionView.performBatchUpdates {
            fixture.dataSource.sections[0].append("item 5")
            fixture.collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
        }
        // A reload inside a turn.
        loop.perform {
            clock.advance(by: .milliseconds(2))
            fixture.collectionView.reloadData()
        }
        loop.runTurn()
        loop.signposts = []
        loop.runTurn()

        for recorder in [first, second] {
            let intervals = recorder.intervals
            #expect(intervals.map(\.name) == [CollectionView.batchUpdateSignpost, MainLoop.turnSignpost, CollectionView.reloadSignpost])
            guard intervals.count == 3 else { continue }
            #expect(intervals[1].duration == .milliseconds(2), "the turn holds the reload's work")
            #expect(intervals[2].start >= intervals[1].start && intervals[2].start <= intervals[1].start + intervals[1].duration)
        }
        #expect(first.intervals.map(\.order) == second.intervals.map(\.order), "both recorders number the intervals alike")
    }
}
