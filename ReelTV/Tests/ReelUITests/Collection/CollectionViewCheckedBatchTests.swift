import Foundation
import ReelUI
import Testing

/// A batch checked ahead of time, as a data source checks it with its diff off the main actor,
/// is performed like the same operations told inside a batch's block: cells carried across
/// it, a broken rule reported in UIKit's words, and checked again when the counts are not the
/// ones it was checked with.
@MainActor @Suite struct CollectionViewCheckedBatchTests {
    /// A batch deleting `deletions` and inserting `insertions` in section 0, checked for
    /// `before` and `after` counts.
    func checked(deleting deletions: [Int] = [], inserting insertions: [Int] = [], before: [Int], after: [Int]) -> CheckedBatchUpdate {
        var record = UpdateRecord()
        record.deleteItems(deletions.map { IndexPath(item: $0, section: 0) })
        record.insertItems(insertions.map { IndexPath(item: $0, section: 0) })
        return CheckedBatchUpdate(record, sectionCountsBefore: before, sectionCountsAfter: after)
    }

    @Test("a batch checked for the counts it meets keeps the cells of kept items and shows the new data")
    func checkedBatchCarriesCells() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 5))
        let collectionView = fixture.collectionView
        let cellOfItem2 = fixture.cell(at: IndexPath(item: 2, section: 0))
        var observed: [UpdateRecord] = []
        collectionView.batchUpdateObserver = { observed.append($0) }

        collectionView.performBatchUpdates(checked(deleting: [1], inserting: [0], before: [5], after: [5])) {
            fixture.dataSource.sections[0].remove(at: 1)
            fixture.dataSource.sections[0].insert("new", at: 0)
        }

        #expect(fixture.violations.isEmpty)
        #expect(observed.map(\.insertedItems) == [[IndexPath(item: 0, section: 0)]])
        #expect(fixture.visibleTexts == ["new", "item 0", "item 2", "item 3", "item 4"])
        #expect(fixture.cell(at: IndexPath(item: 2, section: 0)) === cellOfItem2)
        fixture.expectMatchesData()
    }

    @Test("a batch checked for other counts than it meets is checked again, and its broken rule reported in UIKit's words")
    func otherCountsAreCheckedAgain() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 5))
        let collectionView = fixture.collectionView
        let reloads = collectionView.counters.reloads

        // Checked for one new item; the data source gains two.
        collectionView.performBatchUpdates(checked(inserting: [0], before: [5], after: [6])) {
            fixture.dataSource.sections[0].insert(contentsOf: ["new 0", "new 1"], at: 0)
        }

        #expect(fixture.violations.count == 1)
        #expect(fixture.violations.first?.description.contains("after the update (7)") == true)
        #expect(collectionView.counters.reloads == reloads + 1)
        fixture.expectMatchesData()
    }

    @Test("a batch that broke a rule when it was checked is reported when performed, and the view reloads")
    func ruleBrokenAheadIsReported() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 5))
        let collectionView = fixture.collectionView
        let reloads = collectionView.counters.reloads

        collectionView.performBatchUpdates(checked(inserting: [9], before: [5], after: [6])) {
            fixture.dataSource.sections[0].append("new")
        }

        #expect(fixture.violations.map(\.reason) == ["attempt to insert item 9 into section 0, but there are only 6 items in section 0 after the update"])
        #expect(collectionView.counters.reloads == reloads + 1)
        fixture.expectMatchesData()
    }
}
