import Foundation
import Testing
import UIKitStandIn

/// A batch update's completion runs when its animation has ended, on the run loop.
@MainActor
@Suite struct AnimationCompletionTests {
    @Test("the completion runs after the next layout pass, not during performBatchUpdates")
    func completionAfterTheAnimation() async {
        let fixture = ListFixture([3])
        await fixture.settle()
        var finished: [Bool] = []
        fixture.collectionView.performBatchUpdates({
            fixture.dataSource.counts = [4]
            fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        await fixture.window.standInRunLoop.nextTurn()
        #expect(finished == [true])
    }

    @Test("reloadData during the animation ends it with false")
    func reloadInterrupts() async {
        let fixture = ListFixture([3])
        await fixture.settle()
        var finished: [Bool] = []
        fixture.tableView.performBatchUpdates({
            fixture.dataSource.counts = [4]
            fixture.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }, completion: { finished.append($0) })
        fixture.tableView.reloadData()
        await fixture.settle()
        #expect(finished == [false])
    }

    @Test("a nested batch is part of the outer one; both completions run together")
    func nestedBatches() async {
        let fixture = ListFixture([3])
        await fixture.settle()
        var finished: [String] = []
        fixture.collectionView.performBatchUpdates({
            fixture.dataSource.counts = [5]
            fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            fixture.collectionView.performBatchUpdates({
                fixture.collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
            }, completion: { _ in finished.append("inner") })
        }, completion: { _ in finished.append("outer") })
        await fixture.settle()
        #expect(finished == ["outer", "inner"])
        #expect(fixture.exceptions.isEmpty)
    }

    @Test("a broken batch caught by the window's handler ends with false, and the list reloads")
    func brokenBatchRecovers() async {
        let fixture = ListFixture([3])
        await fixture.settle()
        var finished: [Bool] = []
        fixture.collectionView.performBatchUpdates({
            fixture.dataSource.counts = [5]
            fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { finished.append($0) })
        #expect(fixture.exceptions.count == 1)
        await fixture.settle()
        #expect(finished == [false])
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(fixture.collectionView.visibleCells.count == 5)
    }
}
