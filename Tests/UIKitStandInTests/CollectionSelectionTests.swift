import Foundation
import Testing
import UIKitStandIn

/// A collection view's selection: the app's calls change it without a word to the delegate, a
/// person's taps go through the delegate, cells show it, and it follows batch updates.
@MainActor
@Suite struct CollectionSelectionTests {
    private func item(_ item: Int, section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// A shown collection view of `counts` items, one per line, with a recording delegate.
    private func collection(_ counts: [Int] = [5]) async -> (ListFixture, SelectionRecorder) {
        let fixture = ListFixture(counts)
        let delegate = SelectionRecorder()
        fixture.collectionView.delegate = delegate
        await fixture.settle()
        return (fixture, delegate)
    }

    private func selectedCells(_ collectionView: UICollectionView) -> [IndexPath] {
        collectionView.visibleCells.filter(\.isSelected).compactMap { collectionView.indexPath(for: $0) }.sorted()
    }

    @Test("selecting an item replaces the selection, tells the delegate nothing, and shows in the cells")
    func appSelection() async {
        let (fixture, delegate) = await collection()
        let collectionView = fixture.collectionView
        #expect(collectionView.indexPathsForSelectedItems == nil)
        collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: item(3), animated: true, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [item(3)])
        #expect(selectedCells(collectionView) == [item(3)])
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: item(0), animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [item(3), item(0)])
        collectionView.deselectItem(at: item(3), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [item(0)])
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(selectedCells(collectionView).isEmpty)
        #expect(delegate.calls.isEmpty)
    }

    @Test("without allowsSelection, selecting and deselecting have no effect, as UIKit documents")
    func selectionNotAllowed() async {
        let (fixture, _) = await collection()
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
        collectionView.allowsSelection = false
        collectionView.selectItem(at: item(2), animated: false, scrollPosition: [])
        collectionView.deselectItem(at: item(1), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == [item(1)])
        #expect(!collectionView.standInTapItem(at: item(2)))
    }

    @Test("selecting with a scroll position scrolls the item there; the empty set scrolls nothing")
    func selectAndScroll() async {
        let (fixture, _) = await collection([30])
        let collectionView = fixture.collectionView
        collectionView.selectItem(at: item(20), animated: false, scrollPosition: [])
        #expect(collectionView.contentOffset.y == 0)
        collectionView.selectItem(at: item(20), animated: false, scrollPosition: .bottom)
        #expect(collectionView.contentOffset.y == 11)
        await fixture.settle()
        #expect(selectedCells(collectionView) == [item(20)])
    }

    @Test("a tap asks shouldSelect, deselects the other item without asking, then tells didSelect")
    func tapReplacesTheSelection() async {
        let (fixture, delegate) = await collection()
        let collectionView = fixture.collectionView
        #expect(collectionView.standInTapItem(at: item(1)))
        #expect(collectionView.standInTapItem(at: item(3)))
        #expect(delegate.calls == ["shouldSelect 0.1", "didSelect 0.1", "shouldSelect 0.3", "didDeselect 0.1", "didSelect 0.3"])
        #expect(selectedCells(collectionView) == [item(3)])
        delegate.refused = [item(4)]
        #expect(!collectionView.standInTapItem(at: item(4)))
        delegate.forget()
        #expect(collectionView.standInTapItem(at: item(3)), "a selected item is selected again")
        #expect(delegate.calls == ["shouldSelect 0.3", "didSelect 0.3"])
        #expect(collectionView.indexPathsForSelectedItems == [item(3)])
    }

    @Test("with multiple selection a tap on a selected item deselects it, if shouldDeselect lets it")
    func tapWithMultipleSelection() async {
        let (fixture, delegate) = await collection()
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        collectionView.standInTapItem(at: item(1))
        collectionView.standInTapItem(at: item(2))
        collectionView.standInTapItem(at: item(1))
        #expect(collectionView.indexPathsForSelectedItems == [item(2)])
        #expect(delegate.calls.suffix(2) == ["shouldDeselect 0.1", "didDeselect 0.1"])
        delegate.refused = [item(2)]
        #expect(!collectionView.standInTapItem(at: item(2)))
        #expect(collectionView.indexPathsForSelectedItems == [item(2)])
    }

    @Test("a tap selects nothing where a person cannot touch the item")
    func untouchable() async {
        let (fixture, delegate) = await collection([30])
        let collectionView = fixture.collectionView
        #expect(!collectionView.standInTapItem(at: item(20)), "item 20 is not on screen")
        fixture.window.isHidden = true
        #expect(!collectionView.standInTapItem(at: item(1)))
        #expect(delegate.calls.isEmpty)
    }

    @Test("the collection view holds its delegate weakly; without one, taps select as they come")
    func weakDelegate() async {
        let (fixture, _) = await collection()
        #expect(fixture.collectionView.delegate == nil)
        #expect(fixture.collectionView.standInTapItem(at: item(2)))
        #expect(fixture.collectionView.indexPathsForSelectedItems == [item(2)])
    }

    @Test("the selection follows a batch and leaves with reloads; reloadData clears it")
    func selectionFollowsTheData() async {
        let (fixture, _) = await collection([4, 2])
        let collectionView = fixture.collectionView
        collectionView.allowsMultipleSelection = true
        for path in [item(0), item(2), item(3), item(1, section: 1)] { collectionView.selectItem(at: path, animated: false, scrollPosition: []) }
        collectionView.performBatchUpdates {
            fixture.dataSource.counts = [2, 1, 2]
            collectionView.insertSections([1])
            collectionView.deleteItems(at: [item(0), item(2)])
            collectionView.reloadItems(at: [item(3)])
        }
        // Before: 0.0 deleted, 0.2 deleted, 0.3 reloaded; 1.1 moves with its section to 2.1.
        #expect(collectionView.indexPathsForSelectedItems == [item(1, section: 2)])
        collectionView.reloadData()
        #expect(collectionView.indexPathsForSelectedItems == nil)
        #expect(fixture.exceptions.isEmpty)
    }
}
