import Foundation
import Testing
import UIKitStandIn

/// What a table view shows: rows, and header and footer views from its delegate or titles
/// from its data source.
@MainActor
@Suite struct TableViewDisplayTests {
    /// A delegate that gives section 1 a header view of its own.
    final class Delegate: NSObject, UITableViewDelegate {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "own")

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            section == 1 ? header : nil
        }

        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            section == 0 ? 2 : 0
        }
    }

    @Test("headers are the delegate's views or the data source's titles, at the delegate's heights")
    func headersAndFooters() async {
        let fixture = ListFixture([2, 2], headers: true)
        let delegate = Delegate()
        fixture.tableView.delegate = delegate
        await fixture.settle()
        let tableView = fixture.tableView
        #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "title 0")
        #expect(tableView.headerView(forSection: 1) === delegate.header)
        #expect(tableView.footerView(forSection: 0) == nil, "no title and no view: nothing shown in its space")
        #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 5, width: 20, height: 1))
        #expect(tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 3, width: 20, height: 2))
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 7, width: 20, height: 1))
        #expect(tableView.indexPathsForVisibleRows?.sorted() == [[0, 0], [0, 1], [1, 0], [1, 1]])
        #expect(tableView.contentSize.height == 8)
    }

    @Test("a table view may show cells its data source made itself")
    func ownCells() async {
        final class OwnCells: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
        }
        let fixture = ListFixture([])
        let dataSource = OwnCells()
        fixture.tableView.dataSource = dataSource
        await fixture.settle()
        #expect(fixture.tableView.visibleCells.count == 2)
        #expect(fixture.exceptions.isEmpty)
    }
}
