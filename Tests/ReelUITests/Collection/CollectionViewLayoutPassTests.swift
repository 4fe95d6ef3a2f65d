import ReelDiff
import ReelUI
import Testing

/// The collection view lays out once per turn of its window's loop, however many changes the
/// turn made, and never at the moment of a change.
@MainActor @Suite struct CollectionViewLayoutPassTests {
    private let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 500))
    private var collectionView: CollectionView { fixture.collectionView }

    @Test("Many scroll and layout requests in one turn make one layoutSubviews, on the turn")
    func oneLayoutPerTurn() {
        let layouts = collectionView.layoutCount
        let firstCell = fixture.cell(at: ItemPath(item: 0, section: 0))

        for offset in stride(from: 1, through: 60, by: 7) {
            collectionView.contentOffset.y = offset
            collectionView.setNeedsLayout()
        }
        collectionView.reconfigureItems(at: [ItemPath(item: 2, section: 0)])
        collectionView.setNeedsLayout()
        // Nothing happens until the turn: the cells of the old offset are where they were.
        #expect(collectionView.layoutCount == layouts)
        #expect(fixture.cell(at: ItemPath(item: 0, section: 0)) === firstCell)

        fixture.window.loop.runTurn()
        #expect(collectionView.layoutCount == layouts + 1)
        #expect(fixture.visibleTexts == (57..<67).map { "item \($0)" })

        for offset in [100, 3, 250] {
            collectionView.contentOffset.y = offset
        }
        fixture.window.loop.runTurn()
        #expect(collectionView.layoutCount == layouts + 2)
        #expect(fixture.visibleTexts == (250..<260).map { "item \($0)" })

        // A turn with no change lays nothing out.
        fixture.window.loop.runTurn()
        #expect(collectionView.layoutCount == layouts + 2)
    }

    @Test("A layout pass that adds and removes cells leaves no layout for another turn")
    func aPassLeavesTheLoopIdle() {
        collectionView.contentOffset.y = 50
        fixture.window.loop.runTurn()
        #expect(!collectionView.needsLayout)
        // Adding a cell marks the collection view, and framing a cell marks the cell, during the
        // very pass that lays them out: the loop must not keep the window listed for an empty
        // turn (counted in layoutPassCount, and running the turn observers a front end draws in).
        #expect(fixture.window.loop.isIdle)
    }
}
