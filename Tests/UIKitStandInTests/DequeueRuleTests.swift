import Foundation
import Testing
import UIKitStandIn

/// UIKit's rules for dequeuing: only when asked, one view per request, registered
/// identifiers, and the reconfigured cell kept.
@MainActor
@Suite struct DequeueRuleTests {
    @Test("dequeuing without a request from the collection view raises UIKit's reason")
    func dequeueOutsideARequest() {
        let fixture = ListFixture([3])
        let reason = fixture.reason {
            _ = fixture.collectionView.dequeueReusableCell(withReuseIdentifier: CountsDataSource.cellIdentifier, for: IndexPath(item: 0, section: 0))
        }
        #expect(reason?.hasPrefix("Expected dequeued view to be returned to the collection view in preparation for display.") == true)
    }

    @Test("an identifier nobody registered raises UIKit's reason")
    func unregisteredIdentifier() {
        let fixture = ListFixture([3])
        fixture.collectionView.register(nil, forCellWithReuseIdentifier: CountsDataSource.cellIdentifier)
        let reason = fixture.reason { fixture.collectionView.layoutIfNeeded() }
        #expect(
            reason
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier cell - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard")
    }

    @Test("a cell the data source made itself raises UIKit's reason")
    func undequeuedCell() {
        let fixture = ListFixture([1])
        fixture.dataSource.makesCellsItself = true
        let reason = fixture.reason { fixture.collectionView.layoutIfNeeded() }
        #expect(
            reason
                == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must "
                + "be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    }

    @Test("a reconfigured item keeps its cell, configured again without preparing it for reuse")
    func reconfigureKeepsTheCell() {
        for list in ["collection view", "table view"] {
            let fixture = ListFixture([3])
            let path = IndexPath(item: 1, section: 0)
            fixture.collectionView.layoutIfNeeded()
            fixture.tableView.layoutIfNeeded()
            let cell: UIView? = list == "collection view" ? fixture.collectionView.cellForItem(at: path) : fixture.tableView.cellForRow(at: path)
            (cell as? StandInTextCell)?.text = "stale"
            (cell as? TextTableCell)?.text = "stale"
            let requests = fixture.dataSource.cellRequests.count
            let reason = fixture.reason {
                if list == "collection view" {
                    fixture.collectionView.reconfigureItems(at: [path, IndexPath(item: 2, section: 0)])
                } else {
                    fixture.tableView.reconfigureRows(at: [path, IndexPath(row: 2, section: 0)])
                }
            }
            #expect(reason == nil, "\(list)")
            let after: UIView? = list == "collection view" ? fixture.collectionView.cellForItem(at: path) : fixture.tableView.cellForRow(at: path)
            #expect(after === cell, "\(list)")
            #expect(((after as? StandInTextCell)?.text ?? (after as? TextTableCell)?.text) == "0.1", "\(list)")
            #expect((after as? StandInTextCell)?.reuses ?? 0 == 0, "\(list)")
            #expect(fixture.dataSource.cellRequests.count == requests + 2, "\(list): asked for both shown items again")
        }
    }

    @Test("reconfiguring an item into a cell of another class raises, and the item gets a cell of that class")
    func reconfigureIntoAnotherClass() {
        let fixture = ListFixture([3])
        let path = IndexPath(item: 1, section: 0)
        fixture.collectionView.layoutIfNeeded()
        fixture.dataSource.otherCells = [path]
        let reason = fixture.reason { fixture.collectionView.reconfigureItems(at: [path]) }
        #expect(
            reason
                == "Attempted to dequeue a cell with reuse identifier other cell (class OtherTextCell) to reconfigure the item at "
                + "index path (<NSIndexPath> {length = 2, path = 0 - 1}), whose existing cell has reuse identifier cell (class "
                + "StandInTextCell). A reconfigured item must keep its cell: reload it to give it a cell of another class.")
        #expect(fixture.collectionView.cellForItem(at: path) is OtherTextCell)
        // Reloading is the way.
        fixture.dataSource.otherCells = []
        #expect(fixture.reason { fixture.collectionView.reloadItems(at: [path]) } == nil)
        #expect(fixture.collectionView.cellForItem(at: path) is StandInTextCell)
    }
}
