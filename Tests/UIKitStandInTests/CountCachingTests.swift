import Foundation
import Testing
import UIKitStandIn

/// Counts are cached the way UIKit caches them: read at the first layout pass or count query,
/// and again after a reload; a batch compares the cached counts with the data source's.
@MainActor
@Suite struct CountCachingTests {
    @Test("a collection view reads its counts at its first layout pass, not when it gets its data source")
    func firstLayoutReadsCounts() {
        let fixture = ListFixture([3], inWindow: false)
        #expect(fixture.dataSource.countReads == 0)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.dataSource.countReads == 1)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(fixture.dataSource.countReads == 1, "cached")
    }

    @Test("a collection view's reloadData reads the counts later; a table view's reads them at once")
    func reloadReadsCounts() {
        let fixture = ListFixture([3], inWindow: false)
        fixture.collectionView.layoutIfNeeded()
        fixture.tableView.layoutIfNeeded()
        let reads = fixture.dataSource.countReads
        fixture.dataSource.counts = [5]
        fixture.collectionView.reloadData()
        #expect(fixture.dataSource.countReads == reads)
        fixture.tableView.reloadData()
        #expect(fixture.dataSource.countReads == reads + 1)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 5)
        #expect(fixture.dataSource.countReads == reads + 2)
    }

    @Test("a batch on a list that never read its counts reads the changed data first, and the counts do not add up")
    func changedDataBeforeTheFirstBatch() {
        for laidOutFirst in [false, true] {
            let fixture = ListFixture([3])
            if laidOutFirst { fixture.collectionView.layoutIfNeeded() }
            // The classic mistake: the data source changes before the batch, not inside it.
            fixture.dataSource.counts = [4]
            let reason = fixture.reason {
                fixture.collectionView.performBatchUpdates {
                    fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                }
            }
            if laidOutFirst {
                #expect(reason == nil, "the counts before were read before the data changed")
            } else {
                #expect(
                    reason
                        == "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                        + "section after the update (4) must be equal to the number of items contained in that section before "
                        + "the update (4), plus or minus the number of items inserted or deleted from that section (1 inserted, "
                        + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 "
                        + "moved out).")
            }
        }
    }

    @Test("inside a batch the list still reports the counts from before it")
    func countsInsideABatch() {
        let fixture = ListFixture([3])
        fixture.collectionView.layoutIfNeeded()
        var inside: Int?
        fixture.collectionView.performBatchUpdates {
            fixture.dataSource.counts = [4]
            fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            inside = fixture.collectionView.numberOfItems(inSection: 0)
        }
        #expect(inside == 3)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test("asking for a section that does not exist raises UIKit's reason")
    func sectionOutOfRange() {
        let fixture = ListFixture([3])
        let reason = fixture.reason { _ = fixture.collectionView.numberOfItems(inSection: 2) }
        #expect(reason == "request for number of items in section 2 when there are only 1 sections in the collection view")
    }
}
