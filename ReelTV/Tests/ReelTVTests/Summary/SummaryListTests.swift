import Foundation
import ReelDataSourceUIKit
import ReelTVScreens
import ReelTerminal
import Testing

/// A list mixing all eight combinations: cells are reused, only within their combination.
@MainActor @Suite struct SummaryListTests {
    /// 48 items cycling through the eight combinations, alternating the two samples.
    static let items = (0..<48).map { index in
        (index / 8).isMultiple(of: 2) ? SummarySamples.first[index % 8] : SummarySamples.second[index % 8]
    }

    /// Every visible cell is of its item's combination and shows its item's title.
    func expectCellsMatchItems(_ fixture: SummaryListFixture, _ comment: String) {
        for (path, cell) in fixture.visibleCellsByPath {
            let data = fixture.dataSource.items[path.item]
            #expect(type(of: cell) == data.combination.cellType, "item \(path.item) \(comment)")
            // Titles wrap, so the lines are joined back with spaces.
            let text = cell.textDump().split(separator: "\n").joined(separator: " ")
            #expect(text.contains(SummarySamples.title(of: data)), "item \(path.item) \(comment)")
        }
    }

    @Test("Scrolling down and back up reuses cells and never gives a cell to another combination")
    func scrollingReusesWithinCombinations() {
        let fixture = SummaryListFixture(items: Self.items)
        expectCellsMatchItems(fixture, "at the top")
        let bottom = fixture.maximumOffset
        #expect(bottom > 0)
        var offsets: [CGFloat] = Array(stride(from: 3, through: bottom, by: 3)) + [bottom]
        offsets += offsets.reversed() + [0]
        for offset in offsets {
            fixture.scroll(to: offset)
            expectCellsMatchItems(fixture, "at offset \(offset)")
        }
        let source = fixture.dataSource
        // Items at the top were configured again on the way back (each dequeue configures its
        // cell); the cells were far fewer.
        #expect(source.cellsDequeued > Self.items.count)
        #expect(source.cellsCreated < Self.items.count / 2)
        #expect(source.cellsDequeued > 2 * source.cellsCreated)
    }

    @Test("Reconfiguring every visible item with new values of the same case changes no subview")
    func reconfiguringChangesNoSubviews() {
        let items = Array(SummarySamples.first)
        let fixture = SummaryListFixture(items: items, height: 40)
        let paths = fixture.collectionView.indexPathsForVisibleItems
        #expect(paths.count == items.count)
        let cellsBefore = fixture.visibleCellsByPath.mapValues(ObjectIdentifier.init)
        let counter = SummaryChangeCounter(root: fixture.collectionView)

        fixture.dataSource.items = Array(SummarySamples.second)
        fixture.collectionView.reconfigureItems(at: paths)
        fixture.window.standInRunLoop.runTurn()

        #expect(counter.subviewsChanged == 0)
        #expect(fixture.visibleCellsByPath.mapValues(ObjectIdentifier.init) == cellsBefore)
        expectCellsMatchItems(fixture, "after reconfiguring")
    }
}
