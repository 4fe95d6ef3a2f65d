import Foundation
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
        let firstCell = fixture.cell(at: IndexPath(item: 0, section: 0))

        for offset in stride(from: 1, through: 60, by: 7) {
            collectionView.contentOffset.y = offset
            collectionView.setNeedsLayout()
        }
        collectionView.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
        collectionView.setNeedsLayout()
        // Nothing happens until the turn: the cells of the old offset are where they were.
        #expect(collectionView.layoutCount == layouts)
        #expect(fixture.cell(at: IndexPath(item: 0, section: 0)) === firstCell)

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

    /// Regression: the offset was clamped to the empty content of a collection view not yet
    /// laid out, so a scroll position restored before the first layout was lost.
    @Test("An offset set before the first layout pass is kept, and the first pass shows what is there")
    func offsetBeforeFirstLayoutIsKept() {
        let window = Window.portrait(width: 20, height: 10)
        let collectionView = CollectionView(frame: window.bounds)
        let dataSource = StringSectionsDataSource(itemCount: 500)
        collectionView.register(PlainCell.self)
        collectionView.dataSource = dataSource
        collectionView.contentOffset.y = 120
        window.addSubview(collectionView)
        window.loop.runTurn()
        #expect(collectionView.contentOffset.y == 120)
        let visible = collectionView.visibleItemPaths.map { (collectionView.cellForItem(at: $0) as? TextCell)?.text }
        #expect(visible == (120..<130).map { "item \($0)" })
    }
}
