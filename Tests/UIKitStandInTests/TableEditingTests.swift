import Foundation
import Testing
import UIKitStandIn

/// What a person's edits do to a table: a swipe to delete asks the data source and changes
/// nothing itself; a drag moves the row at once and then tells the data source, which must
/// move its data to match.
@MainActor
@Suite struct TableEditingTests {
    /// Rows of texts in sections, which lets the first row of each section neither be edited
    /// nor moved, and records the edits it is told of.
    final class EditableRows: NSObject, UITableViewDataSource {
        var rows: [[String]]
        /// Whether a move is copied into `rows`, as UIKit requires.
        var followsMoves = true
        private(set) var deletions: [IndexPath] = []
        private(set) var moves: [(IndexPath, IndexPath)] = []

        init(_ rows: [[String]]) {
            self.rows = rows
        }

        func numberOfSections(in tableView: UITableView) -> Int { rows.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            (cell as? TextTableCell)?.text = rows[indexPath.section][indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row > 0 }

        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            if editingStyle == .delete { deletions.append(indexPath) }
        }

        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            guard followsMoves else { return }
            let row = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
            rows[destinationIndexPath.section].insert(row, at: destinationIndexPath.row)
        }
    }

    private func table(_ rows: EditableRows) async -> ListFixture {
        let fixture = ListFixture([])
        fixture.tableView.register(TextTableCell.self, forCellReuseIdentifier: "cell")
        fixture.tableView.dataSource = rows
        await fixture.settle()
        return fixture
    }

    private func shownTexts(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? TextTableCell)?.text ?? "?" }
    }

    @Test("a swipe to delete asks the data source to commit, only for an editable row, and deletes nothing itself")
    func swipeToDelete() async {
        let rows = EditableRows([["a", "b", "c"]])
        let fixture = await table(rows)
        let tableView = fixture.tableView
        #expect(!tableView.standInSwipeToDelete(rowAt: IndexPath(row: 0, section: 0)), "row 0 is not editable")
        #expect(tableView.standInSwipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
        #expect(rows.deletions == [IndexPath(row: 1, section: 0)])
        await fixture.settle()
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(shownTexts(tableView) == ["a", "b", "c"])
    }

    @Test("a drag needs the table to be editing and the row to be editable and movable")
    func dragNeedsEditing() async {
        let rows = EditableRows([["a", "b", "c"]])
        let fixture = await table(rows)
        let tableView = fixture.tableView
        #expect(!tableView.standInDragRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 0)), "not editing")
        tableView.setEditing(true, animated: false)
        #expect(!tableView.standInDragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)), "row 0 is not editable")
        #expect(rows.moves.isEmpty)
    }

    @Test("a drag moves the row and its cell at once, then tells the data source")
    func dragMovesTheRow() async {
        let rows = EditableRows([["a", "b", "c"], ["d", "e"]])
        let fixture = await table(rows)
        let tableView = fixture.tableView
        tableView.isEditing = true
        let cell = tableView.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(tableView.standInDragRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1)))
        #expect(rows.moves.count == 1)
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(tableView.numberOfRows(inSection: 1) == 3)
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 1)) === cell, "the dragged cell is where it was dropped")
        await fixture.settle()
        #expect(shownTexts(tableView) == ["a", "b", "d", "c", "e"])
        #expect(fixture.exceptions.isEmpty)
    }

    @Test("a data source that does not follow a move across sections breaks the next batch's counts")
    func dataSourceMustFollowAMove() async {
        let rows = EditableRows([["a", "b", "c"], ["d", "e"]])
        rows.followsMoves = false
        let fixture = await table(rows)
        let tableView = fixture.tableView
        tableView.isEditing = true
        tableView.standInDragRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
        rows.rows[1].append("f")
        let reason = fixture.reason { tableView.insertRows(at: [IndexPath(row: 2, section: 1)], with: .automatic) }
        #expect(reason?.hasPrefix("Invalid update: invalid number of rows in section 0.") == true, Comment(rawValue: reason ?? "no exception"))
    }
}
