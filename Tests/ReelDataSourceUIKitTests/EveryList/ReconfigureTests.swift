#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// An animated update touches only the cells of items that changed, on every kind of list.
@MainActor
@Suite struct ReconfigureTests {
    private func cell(ofItem id: Int, in cells: [ItemPath: any ItemShowing]) -> (any ItemShowing)? {
        cells.values.first { $0.item?.id == id }
    }

    @Test("only changed items are configured; kept cells, moved ones included, are untouched", arguments: ListKind.allCases)
    func onlyChangedItemsAreConfigured(_ kind: ListKind) async {
        let list = kind.make()
        let source = [section(0, Array(0..<8))]
        await list.show(source)
        let cellsBefore = list.visibleCells
        #expect(cellsBefore.count == 8)
        let configuredBefore = cellsBefore.values.reduce(0) { $0 + $1.configureCount }

        // Item 3 changes content (same cell class), item 5 changes to the highlighted class,
        // item 0 moves to the end, item 100 is inserted.
        var target = source
        target[0].items[3].content = 1
        target[0].items[5].content = 2
        target[0].items.append(target[0].items.removeFirst())
        target[0].items.insert(Item(id: 100), at: 2)
        await list.show(target)

        list.expectShows(target)
        let cellsAfter = list.visibleCells
        #expect(cellsAfter.count == 9)
        // Reconfigured in place: the same cell, configured once more.
        #expect(cell(ofItem: 3, in: cellsAfter) === cell(ofItem: 3, in: cellsBefore), "\(kind)")
        #expect(cell(ofItem: 3, in: cellsAfter)?.configureCount == 2, "\(kind)")
        // A new cell class needs a new cell, configured once for item 5.
        #expect("\(type(of: cell(ofItem: 5, in: cellsAfter)!))".contains("Highlighted"), "\(kind)")
        #expect(cell(ofItem: 5, in: cellsAfter) !== cell(ofItem: 5, in: cellsBefore), "\(kind)")
        // Untouched, though item 0 moved: same cell, configured once.
        for id in [0, 1, 2, 4, 6, 7] {
            #expect(cell(ofItem: id, in: cellsAfter) === cell(ofItem: id, in: cellsBefore), "\(kind): item \(id)")
            #expect(cell(ofItem: id, in: cellsAfter)?.configureCount == 1, "\(kind): item \(id)")
        }
        // Item 3 again, item 5 and item 100: three configurations in all.
        let configuredAfter = cellsAfter.values.reduce(0) { $0 + $1.configureCount }
        #expect(configuredAfter - configuredBefore == 1 + 1 + 1 + 1 - 1, "\(kind)")
        #expect(list.batches.last?.updatedItems == [ItemPath(item: 3, section: 0), ItemPath(item: 5, section: 0)], "\(kind)")
    }

    @Test("a changed header and footer are configured in place, without a batch update or touching cells", arguments: ListKind.allCases)
    func sectionViewsUpdateInPlace(_ kind: ListKind) async {
        let list = kind.make(ListOptions(footers: true))
        let source = [section(0, [1, 2, 3]), section(1, [4, 5])]
        await list.show(source)
        let header = list.header(ofSection: 1) as? any SectionShowing
        let configured = list.visibleCells.values.map(\.configureCount)
        let batches = list.batches.count

        let target = [section(0, [1, 2, 3]), section(1, [4, 5], title: 1)]
        await list.show(target)

        list.expectShows(target)
        #expect(list.header(ofSection: 1) === header, "\(kind)")
        #expect(header?.configureCount == 2, "\(kind)")
        #expect(list.screen.contains("8: footer S1·1"), "\(kind): \(list.screen)")
        #expect(list.visibleCells.values.map(\.configureCount).sorted() == configured.sorted(), "\(kind)")
        #expect(list.batches.count == batches, "\(kind): no section reload")
    }
}
#endif
