import Foundation
import Testing
import UIKitStandIn

/// A table's rows take the heights its delegate gives, and the table's `rowHeight` otherwise.
@MainActor
@Suite struct RowHeightTests {
    /// A delegate whose rows are as tall as their row number plus one, and which counts the
    /// heights it is asked.
    final class GrowingRows: NSObject, UITableViewDelegate {
        private(set) var asked: [IndexPath] = []
        /// Points added to every row.
        var extra: CGFloat = 0

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            asked.append(indexPath)
            return CGFloat(indexPath.row + 1) + extra
        }
    }

    private func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    private func shownRows(_ tableView: UITableView) -> [String] {
        tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { ($0 as? TextTableCell)?.text ?? "?" }
    }

    @Test("the delegate's heights lay the rows out, and decide which are shown")
    func delegateHeights() async {
        let fixture = ListFixture([5, 2], headers: true)
        let delegate = GrowingRows()
        // Every height known before any row is shown, as without estimates.
        fixture.tableView.estimatedRowHeight = 0
        fixture.tableView.delegate = delegate
        await fixture.settle()
        let tableView = fixture.tableView
        // Header 0 at 0, rows of 1 to 5 points from 1, header 1 at 16, rows of 1 and 2 points.
        #expect(tableView.rectForRow(at: path(0, 0)) == CGRect(x: 0, y: 1, width: 20, height: 1))
        #expect(tableView.rectForRow(at: path(0, 3)) == CGRect(x: 0, y: 7, width: 20, height: 4))
        #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 16, width: 20, height: 1))
        #expect(tableView.rectForRow(at: path(1, 1)) == CGRect(x: 0, y: 18, width: 20, height: 2))
        #expect(tableView.contentSize.height == 20)
        #expect(shownRows(tableView) == ["0.0", "0.1", "0.2", "0.3"], "rows 0.3 (7 to 11) reaches into the 10 points shown")
        tableView.contentOffset.y = 10
        await fixture.settle()
        #expect(shownRows(tableView) == ["0.3", "0.4", "1.0", "1.1"])
    }

    @Test("without the delegate's heights rows have rowHeight, and automaticDimension stands for 44 points")
    func rowHeight() async {
        final class NoHeights: NSObject, UITableViewDelegate {}
        let fixture = ListFixture([3])
        let delegate = NoHeights()
        fixture.tableView.estimatedRowHeight = 0
        fixture.tableView.delegate = delegate
        fixture.tableView.rowHeight = 2
        await fixture.settle()
        #expect(fixture.tableView.rectForRow(at: path(0, 2)) == CGRect(x: 0, y: 4, width: 20, height: 2))
        fixture.tableView.rowHeight = UITableView.automaticDimension
        #expect(fixture.tableView.rectForRow(at: path(0, 2)) == CGRect(x: 0, y: 88, width: 20, height: 44))
    }

    @Test("headers and footers take the delegate's heights, and the table's otherwise")
    func headerAndFooterHeights() async {
        final class Sections: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { section == 0 ? 3 : 0 }
            func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 2 }
        }
        let fixture = ListFixture([1, 1], headers: true, footers: true)
        #expect(fixture.tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 2, width: 20, height: 1))
        let delegate = Sections()
        fixture.tableView.delegate = delegate
        await fixture.settle()
        #expect(fixture.tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 20, height: 3))
        #expect(fixture.tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 4, width: 20, height: 2))
        #expect(fixture.tableView.rectForHeader(inSection: 1).height == 0)
        #expect(fixture.tableView.headerView(forSection: 1) == nil, "a header without height is not shown")
    }

    @Test("the table asks the heights again after a batch update, not at every layout pass")
    func heightsAskedAgainAfterABatch() async {
        let fixture = ListFixture([3])
        let delegate = GrowingRows()
        fixture.tableView.delegate = delegate
        await fixture.settle()
        let asked = delegate.asked.count
        fixture.tableView.contentOffset.y = 1
        await fixture.settle()
        #expect(delegate.asked.count == asked, "scrolling asks nothing")
        // The usual way to make a table take new heights: an empty batch update.
        delegate.extra = 1
        fixture.tableView.performBatchUpdates(nil)
        #expect(fixture.tableView.rectForRow(at: path(0, 1)) == CGRect(x: 0, y: 2, width: 20, height: 3))
        #expect(delegate.asked.count == asked + 3)
    }

    @Test("the table holds its delegate weakly, and without one goes back to rowHeight")
    func weakDelegate() async {
        let fixture = ListFixture([3])
        var delegate: GrowingRows? = GrowingRows()
        fixture.tableView.delegate = delegate
        // The row is measured when a layout pass shows it.
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.rectForRow(at: path(0, 2)).height == 3)
        delegate = nil
        #expect(fixture.tableView.delegate == nil)
        fixture.tableView.reloadData()
        fixture.tableView.layoutIfNeeded()
        #expect(fixture.tableView.rectForRow(at: path(0, 2)).height == 1)
    }
}
