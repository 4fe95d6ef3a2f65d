import Foundation
import Testing
import UIKitStandIn

/// A loop reports its main-actor work to its interval observer: each turn, and each batch
/// update and reload of a collection view or table view in its windows, whether inside a turn
/// or not, nested as they ran.
@MainActor
@Suite struct RunLoopIntervalTests {
    /// The intervals an observer saw, as "begin name" and "end name" events in order.
    @MainActor
    private final class IntervalLog {
        var events: [String] = []

        func observe(_ loop: StandInRunLoop) {
            // Held strongly: the loop's scheduled turns may outlive the test.
            loop.intervalObserver = { name in
                self.events.append("begin \(name)")
                return { self.events.append("end \(name)") }
            }
        }
    }

    @Test("turns, batch updates and reloads are reported, a reload inside a turn nested in it")
    func reportsMainActorWork() async {
        let fixture = ListFixture([3])
        await fixture.settle()
        let loop = fixture.window.standInRunLoop
        let log = IntervalLog()
        log.observe(loop)

        // A batch update outside a turn, as a data source performs one from a task of its own.
        fixture.collectionView.performBatchUpdates {
            fixture.dataSource.counts = [4]
            fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(log.events == ["begin batch update", "end batch update"])
        log.events = []

        loop.perform { fixture.tableView.reloadData() }
        loop.runTurn()
        #expect(log.events.prefix(4) == ["begin turn", "begin reload", "end reload", "end turn"])
        #expect(StandInRunLoop.turnInterval == "turn")
        #expect(StandInRunLoop.reloadInterval == "reload")
        #expect(StandInRunLoop.batchUpdateInterval == "batch update")
    }

    @Test("an operation outside a batch is a batch of its own; a nested batch is part of the outer one")
    func batchesAreReportedOnce() async {
        let fixture = ListFixture([3])
        await fixture.settle()
        let log = IntervalLog()
        log.observe(fixture.window.standInRunLoop)
        fixture.dataSource.counts = [4]
        fixture.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            fixture.collectionView.performBatchUpdates({}, completion: nil)
        }
        #expect(log.events == ["begin batch update", "end batch update", "begin batch update", "end batch update"])
    }

    @Test("without an observer, and for lists outside the loop's windows, nothing is reported")
    func nothingReportedWithoutObserver() async {
        let fixture = ListFixture([3], inWindow: false)
        let loop = fixture.window.standInRunLoop
        let log = IntervalLog()
        log.observe(loop)
        fixture.collectionView.reloadData()
        #expect(log.events.isEmpty)
        loop.intervalObserver = nil
        loop.runTurn()
        #expect(log.events.isEmpty)
    }
}
