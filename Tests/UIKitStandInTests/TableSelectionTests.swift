import Foundation
import Testing
import UIKitStandIn

/// A table's selection: the app's calls change it without a word to the delegate, a person's
/// taps go through the delegate, cells show it, and it follows batch updates.
@MainActor
@Suite struct TableSelectionTests {
    private func row(_ row: Int, section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// A shown table of `counts` rows, with a recording delegate.
    private func table(_ counts: [Int] = [5]) async -> (ListFixture, SelectionRecorder) {
        let fixture = ListFixture(counts)
        let delegate = SelectionRecorder()
        fixture.tableView.delegate = delegate
        await fixture.settle()
        return (fixture, delegate)
    }

    private func selectedCells(_ tableView: UITableView) -> [IndexPath] {
        tableView.visibleCells.filter(\.isSelected).compactMap { tableView.indexPath(for: $0) }.sorted()
    }

    // MARK: The app's selection

    @Test("selecting a row replaces the selection, tells the delegate nothing, and shows in the cells")
    func appSelection() async {
        let (fixture, delegate) = await table()
        let tableView = fixture.tableView
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(tableView.indexPathsForSelectedRows == nil)
        tableView.selectRow(at: row(1), animated: false, scrollPosition: .none)
        tableView.selectRow(at: row(3), animated: true, scrollPosition: .none)
        #expect(tableView.indexPathsForSelectedRows == [row(3)])
        #expect(selectedCells(tableView) == [row(3)])
        tableView.deselectRow(at: row(3), animated: true)
        #expect(tableView.indexPathsForSelectedRows == nil)
        #expect(selectedCells(tableView).isEmpty)
        #expect(delegate.calls.isEmpty)
    }

    @Test("with multiple selection, selecting keeps the others; the selected row is the lowest; nil deselects all")
    func multipleSelection() async {
        let (fixture, _) = await table([3, 3])
        let tableView = fixture.tableView
        tableView.allowsMultipleSelection = true
        for path in [row(2, section: 1), row(0, section: 1), row(1)] { tableView.selectRow(at: path, animated: false, scrollPosition: .none) }
        #expect(tableView.indexPathsForSelectedRows == [row(2, section: 1), row(0, section: 1), row(1)])
        #expect(tableView.indexPathForSelectedRow == row(1))
        tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(tableView.indexPathsForSelectedRows == nil)
    }

    @Test("without allowsSelection the app's selection changes nothing; a row that does not exist is not selected")
    func selectionNotAllowed() async {
        let (fixture, _) = await table()
        let tableView = fixture.tableView
        tableView.selectRow(at: row(1), animated: false, scrollPosition: .none)
        tableView.allowsSelection = false
        tableView.selectRow(at: row(2), animated: false, scrollPosition: .none)
        tableView.deselectRow(at: row(1), animated: false)
        #expect(tableView.indexPathsForSelectedRows == [row(1)])
        tableView.allowsSelection = true
        tableView.selectRow(at: row(9), animated: false, scrollPosition: .none)
        #expect(tableView.indexPathsForSelectedRows == [row(1)])
    }

    @Test("selecting with a scroll position scrolls the row there; none scrolls nothing")
    func selectAndScroll() async {
        let (fixture, _) = await table([30])
        let tableView = fixture.tableView
        tableView.selectRow(at: row(20), animated: false, scrollPosition: .none)
        #expect(tableView.contentOffset.y == 0)
        tableView.selectRow(at: row(20), animated: false, scrollPosition: .middle)
        #expect(tableView.contentOffset.y == 15.5)
    }

    @Test("a cell shows the selection when it scrolls into view, whatever its data source set")
    func cellsScrolledIntoView() async {
        let (fixture, _) = await table([30])
        let tableView = fixture.tableView
        tableView.allowsMultipleSelection = true
        tableView.selectRow(at: row(25), animated: false, scrollPosition: .none)
        tableView.selectRow(at: row(0), animated: false, scrollPosition: .none)
        tableView.contentOffset.y = 20
        await fixture.settle()
        #expect(selectedCells(tableView) == [row(25)], "row 25's cell is selected; the reused cell of row 0 is not")
        #expect(tableView.visibleCells.count == 10)
    }

    // MARK: A person's taps

    @Test("a tap asks willSelect, deselects the other row through willDeselect, then tells didSelect")
    func tapReplacesTheSelection() async {
        let (fixture, delegate) = await table()
        let tableView = fixture.tableView
        #expect(tableView.standInTapRow(at: row(1)))
        #expect(tableView.standInTapRow(at: row(3)))
        #expect(delegate.calls == ["willSelect 0.1", "didSelect 0.1", "willSelect 0.3", "willDeselect 0.1", "didDeselect 0.1", "didSelect 0.3"])
        #expect(tableView.indexPathsForSelectedRows == [row(3)])
        #expect(selectedCells(tableView) == [row(3)])
        delegate.forget()
        #expect(tableView.standInTapRow(at: row(3)), "a selected row is selected again")
        #expect(delegate.calls == ["willSelect 0.3", "didSelect 0.3"])
        #expect(tableView.indexPathsForSelectedRows == [row(3)])
    }

    @Test("willSelect and willDeselect may redirect or refuse")
    func delegateRedirectsAndRefuses() async {
        let (fixture, delegate) = await table()
        let tableView = fixture.tableView
        delegate.redirected = [row(1): row(2)]
        #expect(tableView.standInTapRow(at: row(1)))
        #expect(tableView.indexPathsForSelectedRows == [row(2)])
        delegate.refused = [row(4)]
        #expect(!tableView.standInTapRow(at: row(4)))
        #expect(tableView.indexPathsForSelectedRows == [row(2)])
        delegate.refused = [row(2)]
        #expect(tableView.standInTapRow(at: row(0)), "row 2 stays selected: its deselection was refused")
        #expect(tableView.indexPathsForSelectedRows == [row(2), row(0)])
        #expect(delegate.calls.suffix(3) == ["willSelect 0.0", "willDeselect 0.2", "didSelect 0.0"])
    }

    @Test("with multiple selection a tap on a selected row deselects it")
    func tapWithMultipleSelection() async {
        let (fixture, delegate) = await table()
        let tableView = fixture.tableView
        tableView.allowsMultipleSelection = true
        tableView.standInTapRow(at: row(1))
        tableView.standInTapRow(at: row(2))
        #expect(tableView.indexPathsForSelectedRows == [row(1), row(2)])
        tableView.standInTapRow(at: row(1))
        #expect(tableView.indexPathsForSelectedRows == [row(2)])
        #expect(delegate.calls == ["willSelect 0.1", "didSelect 0.1", "willSelect 0.2", "didSelect 0.2", "willDeselect 0.1", "didDeselect 0.1"])
        delegate.refused = [row(2)]
        #expect(!tableView.standInTapRow(at: row(2)))
        #expect(tableView.indexPathsForSelectedRows == [row(2)])
    }

    @Test("a tap selects nothing without allowsSelection, while editing, or where a person cannot touch the row")
    func tapsThatSelectNothing() async {
        let (fixture, delegate) = await table([30])
        let tableView = fixture.tableView
        tableView.allowsSelection = false
        #expect(!tableView.standInTapRow(at: row(1)))
        tableView.allowsSelection = true
        tableView.isEditing = true
        #expect(!tableView.standInTapRow(at: row(1)))
        tableView.isEditing = false
        #expect(!tableView.standInTapRow(at: row(20)), "row 20 is not on screen")
        tableView.isHidden = true
        #expect(!tableView.standInTapRow(at: row(1)))
        tableView.isHidden = false
        fixture.window.isHidden = true
        #expect(!tableView.standInTapRow(at: row(1)))
        fixture.window.isHidden = false
        tableView.removeFromSuperview()
        #expect(!tableView.standInTapRow(at: row(1)))
        #expect(delegate.calls.isEmpty)
        #expect(tableView.indexPathsForSelectedRows == nil)
    }

    @Test("the table holds its delegate weakly; without one, taps select as they come")
    func weakDelegate() async {
        let (fixture, _) = await table()
        #expect(fixture.tableView.delegate == nil)
        #expect(fixture.tableView.standInTapRow(at: row(2)))
        #expect(fixture.tableView.indexPathsForSelectedRows == [row(2)])
    }

    // MARK: Following the data

    @Test("the selection follows a batch: deleted rows leave it, moved rows take it along, others shift")
    func selectionFollowsABatch() async {
        let (fixture, _) = await table([6])
        let tableView = fixture.tableView
        tableView.allowsMultipleSelection = true
        for path in [row(1), row(2), row(4), row(5)] { tableView.selectRow(at: path, animated: false, scrollPosition: .none) }
        // [a b c d e f] → [x a c f e]: b deleted, d deleted, f moved to 3, x inserted at 0.
        tableView.performBatchUpdates {
            fixture.dataSource.counts = [5]
            tableView.deleteRows(at: [row(1), row(3)], with: .automatic)
            tableView.moveRow(at: row(5), to: row(3))
            tableView.insertRows(at: [row(0)], with: .automatic)
        }
        #expect(Set(tableView.indexPathsForSelectedRows ?? []) == [row(2), row(3), row(4)], "c, f and e")
        #expect(selectedCells(tableView) == [row(2), row(3), row(4)])
        #expect(fixture.exceptions.isEmpty)
    }

    @Test("a reloaded row or section leaves the selection; a reconfigured row keeps it; reloadData clears it")
    func reloadsAndReconfigures() async {
        let (fixture, _) = await table([3, 3])
        let tableView = fixture.tableView
        tableView.allowsMultipleSelection = true
        for path in [row(0), row(1), row(0, section: 1)] { tableView.selectRow(at: path, animated: false, scrollPosition: .none) }
        tableView.reloadRows(at: [row(0)], with: .automatic)
        tableView.reconfigureRows(at: [row(1)])
        #expect(tableView.indexPathsForSelectedRows == [row(1), row(0, section: 1)])
        tableView.reloadSections([1], with: .automatic)
        #expect(tableView.indexPathsForSelectedRows == [row(1)])
        tableView.reloadData()
        #expect(tableView.indexPathsForSelectedRows == nil)
        await fixture.settle()
        #expect(selectedCells(tableView).isEmpty)
    }

    @Test("a row a person drags keeps its selection")
    func draggedRowKeepsItsSelection() async {
        let (fixture, _) = await table()
        let tableView = fixture.tableView
        let rows = TableEditingTests.EditableRows([["a", "b", "c", "d"]])
        tableView.dataSource = rows
        await fixture.settle()
        tableView.selectRow(at: row(1), animated: false, scrollPosition: .none)
        tableView.isEditing = true
        #expect(tableView.standInDragRow(at: row(1), to: row(3)))
        #expect(tableView.indexPathsForSelectedRows == [row(3)])
        #expect(selectedCells(tableView) == [row(3)])
    }
}
