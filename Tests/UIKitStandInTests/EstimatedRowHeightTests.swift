import Foundation
import Testing
import UIKitStandIn

/// With an estimated row height, a table asks a row's height only when a layout pass reaches
/// the row, counts the others as the estimate, carries what it measured across batch updates,
/// and forgets it when the data is reloaded or what decides heights changes. Without one, it
/// asks every row.
@MainActor
@Suite struct EstimatedRowHeightTests {
    /// A delegate whose rows are all two points tall, and which records the rows it is asked.
    final class TwoPointRows: NSObject, UITableViewDelegate {
        private(set) var asked: [Int] = []

        func forget() {
            asked = []
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            asked.append(indexPath.row)
            return 2
        }
    }

    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    /// Thirty rows of two points in a table ten points tall that estimates them `estimate` tall,
    /// laid out.
    private func table(estimate: CGFloat) async -> (ListFixture, TwoPointRows) {
        let fixture = ListFixture([30])
        let delegate = TwoPointRows()
        fixture.tableView.estimatedRowHeight = estimate
        fixture.tableView.delegate = delegate
        await fixture.settle()
        return (fixture, delegate)
    }

    @Test("a row is measured when a layout pass reaches it; the others count as the estimate")
    func measuredWhenShown() async {
        let (fixture, delegate) = await table(estimate: UITableView.automaticDimension)
        let tableView = fixture.tableView
        #expect(delegate.asked == Array(0..<5), "five rows of two points fill the ten shown")
        #expect(tableView.rectForRow(at: row(4)) == CGRect(x: 0, y: 8, width: 20, height: 2))
        #expect(tableView.rectForRow(at: row(5)) == CGRect(x: 0, y: 10, width: 20, height: 44), "the estimate for automatic")
        #expect(tableView.contentSize.height == 10 + 25 * 44 as CGFloat)
        tableView.contentOffset.y = 10
        await fixture.settle()
        #expect(delegate.asked == Array(0..<10))
        #expect(tableView.indexPathsForVisibleRows?.sorted() == (5..<10).map { row($0) })
        #expect(tableView.rectForRow(at: row(9)) == CGRect(x: 0, y: 18, width: 20, height: 2))
        #expect(tableView.contentSize.height == 20 + 20 * 44 as CGFloat)
        tableView.contentOffset.y = 0
        await fixture.settle()
        #expect(delegate.asked == Array(0..<10), "a measured row is not asked again when it shows again")
    }

    @Test("scrolled to the end, rows measured shorter than estimated bring the offset back within the content")
    func offsetFollowsTheMeasuredContent() async {
        let (fixture, delegate) = await table(estimate: UITableView.automaticDimension)
        let tableView = fixture.tableView
        tableView.contentOffset.y = 2_000
        await fixture.settle()
        // Each row measured at the end makes the content shorter; the pass goes on up to row 25.
        #expect(delegate.asked == Array(0..<5) + [29, 28, 27, 26, 25])
        #expect(tableView.contentSize.height == 10 + 20 * 44 + 10 as CGFloat)
        #expect(tableView.contentOffset.y == tableView.contentSize.height - 10)
        #expect(tableView.indexPathsForVisibleRows?.sorted() == (25..<30).map { row($0) })
    }

    @Test("a batch update carries the heights measured to where it puts their rows, and asks again those it shows")
    func carriedAcrossABatch() async {
        let (fixture, delegate) = await table(estimate: 1)
        let tableView = fixture.tableView
        tableView.contentOffset.y = 10
        await fixture.settle()
        #expect(delegate.asked == Array(0..<10))
        delegate.forget()
        tableView.performBatchUpdates {
            fixture.dataSource.counts = [31]
            tableView.insertRows(at: [row(0)], with: .automatic)
        }
        await fixture.settle()
        // The new row 0 counts as one point; rows 1 to 10 are the rows measured before.
        #expect(tableView.rectForRow(at: row(0)) == CGRect(x: 0, y: 0, width: 20, height: 1))
        #expect(tableView.rectForRow(at: row(1)) == CGRect(x: 0, y: 1, width: 20, height: 2))
        #expect(tableView.rectForRow(at: row(4)) == CGRect(x: 0, y: 7, width: 20, height: 2))
        #expect(tableView.indexPathsForVisibleRows?.sorted() == (5..<11).map { row($0) })
        #expect(delegate.asked == Array(5..<11), "the rows shown are asked again, the rows above them keep their heights")
        #expect(tableView.contentSize.height == 1 + 10 * 2 + 20 as CGFloat, "row 0, rows 1 to 10, and twenty rows estimated")
    }

    @Test("without estimates every row's height is asked whenever the table works out where its rows lie")
    func withoutEstimates() async {
        let (fixture, delegate) = await table(estimate: 0)
        let tableView = fixture.tableView
        #expect(delegate.asked == Array(0..<30))
        #expect(tableView.rectForRow(at: row(29)) == CGRect(x: 0, y: 58, width: 20, height: 2))
        #expect(tableView.contentSize.height == 60)
        tableView.performBatchUpdates(nil)
        #expect(delegate.asked == Array(0..<30) + Array(0..<30))
    }

    /// The changes after which the table forgets every height it measured.
    enum Forgetting: String, CaseIterable, CustomTestStringConvertible {
        case reloadData
        case width
        case rowHeight
        case delegate
        case estimate

        var testDescription: String { rawValue }

        @MainActor
        func apply(to tableView: UITableView, _ delegate: TwoPointRows) {
            switch self {
            case .reloadData: tableView.reloadData()
            case .width: tableView.frame.size.width = 30
            case .rowHeight: tableView.rowHeight = 3
            case .delegate: tableView.delegate = delegate
            case .estimate: tableView.estimatedRowHeight = 1.5
            }
        }
    }

    @Test(
        "reloading the data, or a change of width, rowHeight, delegate or estimate, forgets the heights measured",
        arguments: Forgetting.allCases)
    func forgotten(_ forgetting: Forgetting) async {
        let (fixture, delegate) = await table(estimate: 1)
        let tableView = fixture.tableView
        tableView.contentOffset.y = 10
        await fixture.settle()
        #expect(tableView.rectForRow(at: row(9)) == CGRect(x: 0, y: 18, width: 20, height: 2))
        forgetting.apply(to: tableView, delegate)
        let estimate = tableView.estimatedRowHeight
        #expect(tableView.rectForRow(at: row(9)).minY == 9 * estimate, "nothing measured until the next layout pass")
        delegate.forget()
        await fixture.settle()
        #expect(!delegate.asked.isEmpty && delegate.asked.allSatisfy { $0 > 4 }, "the rows shown are measured again")
        #expect(
            tableView.rectForRow(at: row(4)) == CGRect(x: 0, y: 4 * estimate, width: tableView.bounds.width, height: estimate),
            "row 4, above the rows shown, is not measured again")
    }

    @Test("scrolling a row not measured to the top puts it where the estimates say, and measures it there")
    func scrollToRowNotMeasured() async {
        let (fixture, delegate) = await table(estimate: 1)
        let tableView = fixture.tableView
        tableView.scrollToRow(at: row(20), at: .top, animated: false)
        #expect(tableView.contentOffset.y == 10 + 15 as CGFloat)
        await fixture.settle()
        #expect(tableView.rectForRow(at: row(20)) == CGRect(x: 0, y: 25, width: 20, height: 2))
        #expect(tableView.indexPathsForVisibleRows?.sorted() == (20..<25).map { row($0) })
        #expect(delegate.asked == Array(0..<5) + Array(20..<25))
    }
}
