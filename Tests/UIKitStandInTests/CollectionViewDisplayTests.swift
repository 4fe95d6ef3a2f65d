import Foundation
import Testing
import UIKitStandIn

/// What a collection view shows: only what is in its bounds, laid out at its window's layout
/// passes, with cells and supplementary views reused.
@MainActor
@Suite struct CollectionViewDisplayTests {
    private func texts(_ collectionView: UICollectionView) -> [String] {
        collectionView.visibleCells.compactMap { $0 as? StandInTextCell }.sorted { $0.frame.minY < $1.frame.minY }.map(\.text)
    }

    @Test("a list in a window is laid out at its loop's next turn; one outside a window only when asked")
    func layoutPasses() async {
        let inWindow = ListFixture([3])
        #expect(inWindow.collectionView.window === inWindow.window)
        #expect(inWindow.collectionView.visibleCells.isEmpty)
        await inWindow.window.standInRunLoop.nextTurn()
        #expect(inWindow.collectionView.visibleCells.count == 3)

        let outside = ListFixture([3], inWindow: false)
        #expect(outside.collectionView.window == nil)
        await outside.window.standInRunLoop.settle()
        #expect(outside.collectionView.visibleCells.isEmpty)
        outside.collectionView.layoutIfNeeded()
        #expect(outside.collectionView.visibleCells.count == 3)
    }

    @Test("only the items in the bounds have cells; scrolling reuses the cells that left")
    func visibleCellsAndReuse() async {
        let fixture = ListFixture([30])
        await fixture.settle()
        #expect(texts(fixture.collectionView) == (0..<10).map { "0.\($0)" })
        #expect(fixture.collectionView.indexPathsForVisibleItems.sorted() == (0..<10).map { IndexPath(item: $0, section: 0) })
        let cells = Set(fixture.collectionView.visibleCells.map(ObjectIdentifier.init))
        fixture.collectionView.contentOffset.y = 15
        await fixture.settle()
        #expect(texts(fixture.collectionView) == (15..<25).map { "0.\($0)" })
        #expect(Set(fixture.collectionView.visibleCells.map(ObjectIdentifier.init)) == cells, "no cell made, all reused")
        #expect(fixture.collectionView.visibleCells.allSatisfy { ($0 as? StandInTextCell)?.reuses == 1 })
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("headers and footers come from the data source and move with their sections")
    func headersAndFooters() async {
        let fixture = ListFixture([2, 2], headers: true, footers: true)
        await fixture.settle()
        let header = UICollectionView.elementKindSectionHeader
        let footer = UICollectionView.elementKindSectionFooter
        let frames = [header, footer].flatMap { kind in
            fixture.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).map { path in
                "\(kind == header ? "H" : "F")\(path.section)@\(Int(fixture.collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: path)!.frame.minY))"
            }
        }
        #expect(frames.sorted() == ["F0@3", "F1@7", "H0@0", "H1@4"])
        let shown = fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? TextSupplementaryView
        #expect(shown?.text == "\(header) 1")
        // A batch that inserts a section above moves the header; its data source is not asked again.
        shown?.text = "kept"
        fixture.collectionView.performBatchUpdates {
            fixture.dataSource.counts = [1, 2, 2]
            fixture.collectionView.insertSections([0])
        }
        #expect(fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2)) === shown)
        #expect(shown?.text == "kept")
        // A section reload asks the data source for it again.
        fixture.collectionView.performBatchUpdates { fixture.collectionView.reloadSections([2]) }
        let reloaded = fixture.collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 2))
        #expect((reloaded as? TextSupplementaryView)?.text == "\(header) 2")
    }

    @Test("a layout's own supplementary kind is asked for like headers")
    func customKind() async {
        let fixture = ListFixture([2, 2])
        let layout = BadgeLayout()
        layout.itemSize = CGSize(width: 20, height: 1)
        layout.minimumLineSpacing = 0
        fixture.collectionView.collectionViewLayout = layout
        await fixture.settle()
        let badges = fixture.collectionView.visibleSupplementaryViews(ofKind: BadgeLayout.badgeKind).compactMap { ($0 as? TextSupplementaryView)?.text }
        #expect(badges.sorted() == ["badge 0", "badge 1"])
        #expect(fixture.collectionView.supplementaryView(forElementKind: BadgeLayout.badgeKind, at: IndexPath(item: 0, section: 1))?.frame.minY == 2)
    }

    @Test("content that shrinks below the offset brings the offset back within it")
    func offsetFollowsShrinkingContent() async {
        let fixture = ListFixture([30])
        await fixture.settle()
        fixture.collectionView.contentOffset.y = 20
        fixture.collectionView.performBatchUpdates {
            fixture.dataSource.counts = [12]
            fixture.collectionView.deleteItems(at: (12..<30).map { IndexPath(item: $0, section: 0) })
        }
        await fixture.settle()
        #expect(fixture.collectionView.contentOffset.y == 2)
        #expect(texts(fixture.collectionView) == (2..<12).map { "0.\($0)" })
    }
}
