import Foundation
import ReelUI
import Testing

/// Cells exist only in and near the visible area, and scrolling recycles them by type.
@MainActor @Suite struct CollectionViewReuseTests {
    /// The most cells the default layout may keep: the visible rows of one-line cells plus the
    /// prefetched rows above and below.
    private static func cellLimit(_ fixture: CollectionFixture) -> Int {
        fixture.collectionView.frame.height + 2 * fixture.collectionView.layout.prefetchRows
    }

    @Test("Of 1,000 items only those in or near the 10 visible rows get cells")
    func onlyCellsNearTheVisibleRowsExist() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 1_000))
        let collectionView = fixture.collectionView

        #expect(collectionView.existingCells.count <= Self.cellLimit(fixture))
        #expect(collectionView.visibleItemPaths == (0..<10).map { IndexPath(item: $0, section: 0) })
        #expect(fixture.visibleTexts == (0..<10).map { "item \($0)" })
        // Every existing cell is a subview, and every cell subview is an existing cell.
        let cellSubviews = collectionView.subviews.compactMap { $0 as? CollectionViewCell }
        #expect(Set(cellSubviews.map(ObjectIdentifier.init)) == Set(collectionView.existingCells.values.map(ObjectIdentifier.init)))
        #expect(collectionView.contentSize.height == 1_000)
    }

    @Test("Jumping to the bottom reuses the cells that left instead of creating new ones")
    func jumpingToTheBottomReusesCells() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 1_000))
        let collectionView = fixture.collectionView
        let cellsAtTop = Array(collectionView.existingCells.values)
        let created = collectionView.counters.created
        let dequeued = collectionView.counters.dequeued

        collectionView.contentOffset.y = collectionView.maximumContentOffset.y
        fixture.window.loop.runTurn()

        #expect(collectionView.contentOffset.y == 990)
        #expect(fixture.visibleTexts == (990..<1_000).map { "item \($0)" })
        #expect(collectionView.existingCells.count <= Self.cellLimit(fixture))
        // None of the cells near the top is near the bottom, so each new item took one of them
        // from the reuse queue: UIKit hands out the cells that left before it makes new ones.
        #expect(collectionView.counters.created == created)
        #expect(collectionView.counters.dequeued == dequeued + collectionView.existingCells.count)
        let existing = Set(collectionView.existingCells.values.map(ObjectIdentifier.init))
        for cell in cellsAtTop where !existing.contains(ObjectIdentifier(cell)) {
            #expect(cell.superview == nil, "a cell that left the area is still a subview")
        }
        fixture.expectMatchesData()
    }

    @Test("Scrolling through 1,000 items a few rows per turn creates only a screenful of cells")
    func scrollingThroughTheListKeepsCreatedSmall() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 1_000))
        let collectionView = fixture.collectionView

        while collectionView.contentOffset.y < collectionView.maximumContentOffset.y {
            collectionView.contentOffset.y += 3
            fixture.window.loop.runTurn()
            #expect(collectionView.existingCells.count <= Self.cellLimit(fixture))
        }

        #expect(fixture.visibleTexts.last == "item 999")
        #expect(collectionView.counters.created <= Self.cellLimit(fixture))
        // Every item but the first screenful came into the area once and was dequeued for it.
        #expect(collectionView.counters.dequeued >= 1_000)
        let cellSubviews = collectionView.subviews.compactMap { $0 as? CollectionViewCell }
        #expect(cellSubviews.count == collectionView.existingCells.count)
        fixture.expectMatchesData()
    }

    @Test("Two cell types in one list: a dequeue never hands out a cell of the other type")
    func dequeueIsByExactType() {
        let dataSource = StringSectionsDataSource(itemCount: 200)
        // Every third item is accented, so both types leave and enter the area on every scroll.
        dataSource.cellType = { text in Int(text.dropFirst(5))! % 3 == 0 ? AccentCell.self : PlainCell.self }
        let fixture = CollectionFixture(dataSource: dataSource)
        let collectionView = fixture.collectionView

        for offset in [7, 30, 12, 190, 0, 95, 93, 180, 2] {
            collectionView.contentOffset.y = offset
            fixture.window.loop.runTurn()
            for (path, cell) in collectionView.existingCells {
                #expect(type(of: cell) == dataSource.cellType(dataSource[path]), "offset \(offset), item \(path)")
            }
            fixture.expectMatchesData("offset \(offset)")
        }
        #expect(collectionView.counters.created <= 2 * Self.cellLimit(fixture))
    }

    @Test("A cell taken from the reuse queue is prepared for reuse first, once per reuse")
    func reusedCellsArePreparedForReuse() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 100))
        let collectionView = fixture.collectionView
        #expect(fixture.dataSource.cellsHandedOut.values.allSatisfy { $0.prepareForReuseCount == 0 })

        collectionView.contentOffset.y = 50
        fixture.window.loop.runTurn()
        collectionView.contentOffset.y = 0
        fixture.window.loop.runTurn()
        collectionView.contentOffset.y = 90
        fixture.window.loop.runTurn()

        // Each dequeue either created a cell or took one from the queue, which prepares it.
        let counters = collectionView.counters
        let prepared = fixture.dataSource.cellsHandedOut.values.reduce(0) { $0 + $1.prepareForReuseCount }
        #expect(prepared == counters.dequeued - counters.created)
        #expect(prepared > 0)
        fixture.expectMatchesData()
    }
}
