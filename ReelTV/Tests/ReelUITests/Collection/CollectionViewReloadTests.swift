import Foundation
import ReelUI
import Testing

/// Reloading hands every cell back to the reuse queue; reconfiguring keeps a cell of the same type.
@MainActor @Suite struct CollectionViewReloadTests {
    private let fixture = CollectionFixture(dataSource: StringSectionsDataSource(itemCount: 1_000))
    private var collectionView: CollectionView { fixture.collectionView }

    @Test("reloadData queues every cell and configures again only the cells in or near view")
    func reloadDataRecyclesEveryCell() {
        let cellsBefore = Array(collectionView.existingCells.values)
        let counters = collectionView.counters
        fixture.dataSource.sections[0] = (0..<1_000).map { "row \($0)" }

        collectionView.reloadData()
        #expect(collectionView.existingCells.isEmpty)
        #expect(cellsBefore.allSatisfy { $0.superview == nil })

        fixture.window.loop.runTurn()
        #expect(collectionView.counters.reloads == counters.reloads + 1)
        // The cells in view now are the ones queued, prepared once each; none was created.
        #expect(collectionView.counters.created == counters.created)
        let cellsAfter = collectionView.existingCells.values
        #expect(Set(cellsAfter.map(ObjectIdentifier.init)) == Set(cellsBefore.map(ObjectIdentifier.init)))
        #expect(cellsAfter.allSatisfy { ($0 as? TextCell)?.prepareForReuseCount == 1 })
        // Only what is in or near view was configured: not the other 986 items.
        #expect(collectionView.counters.configured == counters.configured + cellsAfter.count)
        #expect(cellsAfter.count <= collectionView.frame.height + 2 * collectionView.layout.prefetchRows)
        #expect(fixture.visibleTexts == (0..<10).map { "row \($0)" })
        fixture.expectMatchesData()
    }

    @Test("Reconfiguring an item whose cell type is unchanged configures its own cell again in place")
    func reconfigureKeepsTheCellOfTheSameType() {
        let path = IndexPath(item: 3, section: 0)
        let cell = fixture.cell(at: path)!
        let configureCount = cell.configureCount
        fixture.dataSource.sections[0][3] = "changed"

        collectionView.reconfigureItems(at: [path])

        #expect(fixture.cell(at: path) === cell)
        #expect(cell.text == "changed")
        #expect(cell.configureCount == configureCount + 1)
        // Reconfiguring is not reuse: UIKit does not prepare the cell for reuse.
        #expect(cell.prepareForReuseCount == 0)
        fixture.window.loop.runTurn()
        #expect(cell.frame == Rect(x: 0, y: 3, width: 20, height: 1))
        fixture.expectMatchesData()
    }

    @Test("Reconfiguring an item the data source now shows with another cell type replaces its cell")
    func reconfigureReplacesTheCellOfAnotherType() {
        let path = IndexPath(item: 3, section: 0)
        let oldCell = fixture.cell(at: path)!
        fixture.dataSource.sections[0][3] = "accented"
        fixture.dataSource.cellType = { $0 == "accented" ? AccentCell.self : PlainCell.self }

        collectionView.reconfigureItems(at: [path])

        let newCell = fixture.cell(at: path)
        #expect(newCell !== oldCell)
        #expect(newCell is AccentCell)
        #expect(newCell?.text == "accented")
        #expect(oldCell.superview == nil)
        fixture.window.loop.runTurn()
        #expect(newCell?.frame == Rect(x: 0, y: 3, width: 20, height: 1))
        fixture.expectMatchesData()

        // The replaced cell waits in the reuse queue for the next request of its type.
        let created = collectionView.counters.created
        collectionView.contentOffset.y = 1
        fixture.window.loop.runTurn()
        #expect(collectionView.counters.created == created)
        #expect(oldCell.superview === collectionView)
    }
}
