import Foundation
import ReelUI
import Testing

/// Scrolling an item to an offset takes any offset a caller gives, and never traps.
@MainActor @Suite struct CollectionViewScrollItemTests {
    private let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 1_000))
    private var collectionView: CollectionView { fixture.collectionView }

    @Test("an item scrolled to an offset in rows stands that far below the top")
    func scrollsToTheOffset() {
        collectionView.scrollItem(at: IndexPath(item: 50, section: 0), toOffset: 2)
        #expect(collectionView.topVisibleIndexPath()?.indexPath == IndexPath(item: 48, section: 0))
    }

    @Test("an offset that is not a number of rows keeps the item at the top; a huge one is held to the content")
    func offsetsBeyondRows() {
        for offset in [Double.nan, .infinity, -.infinity] {
            collectionView.scrollItem(at: IndexPath(item: 50, section: 0), toOffset: offset)
            #expect(collectionView.topVisibleIndexPath()?.indexPath == IndexPath(item: 50, section: 0), "\(offset)")
        }
        collectionView.scrollItem(at: IndexPath(item: 50, section: 0), toOffset: 1e300)
        #expect(collectionView.topVisibleIndexPath()?.indexPath == IndexPath(item: 0, section: 0))
    }
}
