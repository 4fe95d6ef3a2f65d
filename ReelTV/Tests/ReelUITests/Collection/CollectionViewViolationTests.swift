import Foundation
import ReelUI
import Testing

/// A batch that breaks UIKit's rules is reported in UIKit's words, and the collection view
/// reloads so that it shows its data source's data again.
@MainActor @Suite struct CollectionViewViolationTests {
    @Test("Counts that do not balance are reported in UIKit's words, then the view reloads to match")
    func unbalancedCountsAreReportedAndReloaded() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 5))
        let collectionView = fixture.collectionView
        let reloads = collectionView.counters.reloads

        // Two items arrive, but the batch announces only one.
        collectionView.performBatchUpdates {
            fixture.dataSource.sections[0].insert(contentsOf: ["new 0", "new 1"], at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }

        #expect(fixture.violations.count == 1)
        let description = fixture.violations.first?.description ?? ""
        #expect(description.hasPrefix("Invalid update: invalid number of items in section 0."))
        #expect(description.contains("after the update (7)"))
        #expect(description.contains("before the update (5)"))
        #expect(description.contains("(1 inserted, 0 deleted)"))
        #expect(collectionView.counters.reloads == reloads + 1)
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
        fixture.expectMatchesData()
        #expect(fixture.visibleTexts == ["new 0", "new 1", "item 0", "item 1", "item 2", "item 3", "item 4"])

        fixture.window.loop.runTurn()
        fixture.expectMatchesData()
    }

    @Test("Moving an item out of a section the same batch deletes is refused in UIKit's words")
    func anItemMovedOutOfADeletedSection() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource([["a", "b"], ["c", "d"]]))
        let collectionView = fixture.collectionView

        collectionView.performBatchUpdates {
            fixture.dataSource.sections = [["c", "b", "d"]]
            collectionView.deleteSections([0])
            collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
        }

        #expect(fixture.violations.map(\.reason) == ["cannot move an item from a deleted section (0)"])
        #expect(collectionView.numberOfSections == 1)
        fixture.expectMatchesData()
        #expect(fixture.visibleTexts == ["c", "b", "d"])
    }
}
