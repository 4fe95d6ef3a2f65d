import ReelDataSource
import ReelDiff
import ReelTestSupport
import ReelUI
import Testing

/// An animated update touches only the cells of items that changed.
@MainActor
@Suite struct ReconfigureTests {
    @Test("only changed items are configured; kept cells, moved ones included, are untouched")
    func onlyChangedItemsAreConfigured() async {
        let harness = ListHarness()
        let source = [section(0, Array(0..<8))]
        await harness.show(source)
        let cellsBefore = harness.collectionView.existingCells
        let countersBefore = harness.collectionView.counters
        #expect(cellsBefore.count == 8)

        // Item 3 changes content (same cell type), item 5 changes to the highlighted type,
        // item 0 moves to the end, item 100 is inserted.
        var target = source
        target[0].items[3].content = 1
        target[0].items[5].content = 2
        target[0].items.append(target[0].items.removeFirst())
        target[0].items.insert(Item(id: 100), at: 2)
        await harness.show(target)

        harness.expectShows(target)
        let counters = harness.collectionView.counters
        #expect(counters.configured - countersBefore.configured == 3, "item 3, item 5 and item 100")
        #expect(counters.reloads == countersBefore.reloads)
        func cell(ofItem id: Int, in cells: [ItemPath: CollectionViewCell]) -> CollectionViewCell? {
            cells.values.first { $0.shownItem?.id == id }
        }
        let cellsAfter = harness.collectionView.existingCells
        // Reconfigured in place: the same cell, configured once more.
        #expect(cell(ofItem: 3, in: cellsAfter) === cell(ofItem: 3, in: cellsBefore))
        #expect(cell(ofItem: 3, in: cellsAfter)?.configureCount == 2)
        // A new cell type needs a new cell.
        #expect(cell(ofItem: 5, in: cellsAfter) is HighlightedItemCell)
        // Untouched, though item 0 moved: same cell, configured once.
        for id in [0, 1, 2, 4, 6, 7] {
            #expect(cell(ofItem: id, in: cellsAfter) === cell(ofItem: id, in: cellsBefore), "item \(id)")
            #expect(cell(ofItem: id, in: cellsAfter)?.configureCount == 1, "item \(id)")
        }
    }

    @Test("a changed section header is configured in place, without touching its cells")
    func headersUpdateInPlace() async {
        let harness = ListHarness()
        let source = [section(0, [1, 2, 3]), section(1, [4, 5])]
        await harness.show(source)
        let header = harness.collectionView.header(forSection: 1)
        let countersBefore = harness.collectionView.counters

        let target = [section(0, [1, 2, 3]), section(1, [4, 5], title: 1)]
        await harness.show(target)

        harness.expectShows(target)
        #expect(harness.collectionView.header(forSection: 1) === header)
        #expect(header?.configureCount == 2)
        let counters = harness.collectionView.counters
        #expect(counters.configured - countersBefore.configured == 1, "only the header")
        #expect(counters.batchUpdates == countersBefore.batchUpdates, "no section reload")
    }
}
