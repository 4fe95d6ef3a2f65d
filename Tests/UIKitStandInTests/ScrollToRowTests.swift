import Foundation
import Testing
import UIKitStandIn

/// `scrollToRow(at:at:animated:)` moves the content offset to UIKit's scroll positions, within
/// the content, and refuses rows that do not exist as UIKit does.
@MainActor
@Suite struct ScrollToRowTests {
    private func row(_ row: Int, section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// Thirty one-point rows in a table ten points tall: the offset rests between 0 and 20.
    private func table() async -> ListFixture {
        let fixture = ListFixture([30])
        await fixture.settle()
        return fixture
    }

    @Test("top, middle and bottom put the row there", arguments: [
        (UITableView.ScrollPosition.top, CGFloat(12)), (.middle, 7.5), (.bottom, 3),
    ])
    func positions(_ position: UITableView.ScrollPosition, offset: CGFloat) async {
        let fixture = await table()
        fixture.tableView.scrollToRow(at: row(12), at: position, animated: true)
        #expect(fixture.tableView.contentOffset.y == offset)
    }

    @Test("none scrolls as little as shows the row, and not at all when it shows")
    func nonePosition() async {
        let fixture = await table()
        let tableView = fixture.tableView
        tableView.scrollToRow(at: row(5), at: .none, animated: false)
        #expect(tableView.contentOffset.y == 0, "row 5 shows")
        tableView.scrollToRow(at: row(12), at: .none, animated: false)
        #expect(tableView.contentOffset.y == 3, "below: its bottom at the bottom")
        tableView.scrollToRow(at: row(1), at: .none, animated: false)
        #expect(tableView.contentOffset.y == 1, "above: its top at the top")
    }

    @Test("the offset stays within the content, its insets included")
    func withinTheContent() async {
        let fixture = await table()
        let tableView = fixture.tableView
        tableView.scrollToRow(at: row(28), at: .top, animated: false)
        #expect(tableView.contentOffset.y == 20)
        tableView.scrollToRow(at: row(1), at: .bottom, animated: false)
        #expect(tableView.contentOffset.y == 0)
        tableView.contentInset = UIEdgeInsets(top: 2, left: 0, bottom: 3, right: 0)
        tableView.scrollToRow(at: row(0), at: .top, animated: false)
        #expect(tableView.contentOffset.y == -2)
        tableView.scrollToRow(at: row(29), at: .bottom, animated: false)
        #expect(tableView.contentOffset.y == 23)
        tableView.scrollToRow(at: row(12), at: .top, animated: false)
        #expect(tableView.contentOffset.y == 10, "the row's top at the top of the visible area, below the inset")
    }

    @Test("the rows scrolled to have cells after the next layout pass")
    func cellsFollow() async {
        let fixture = await table()
        fixture.tableView.scrollToRow(at: row(25), at: .bottom, animated: true)
        await fixture.settle()
        #expect(fixture.tableView.indexPathsForVisibleRows?.sorted() == (16..<26).map { row($0) })
    }

    @Test("a row of NSNotFound scrolls to its section, which may have no rows")
    func sectionWithoutRows() async {
        let fixture = ListFixture([20, 0, 20], headers: true)
        await fixture.settle()
        fixture.tableView.scrollToRow(at: row(NSNotFound, section: 1), at: .top, animated: false)
        #expect(fixture.tableView.contentOffset.y == 21)
    }

    @Test("a row or section that does not exist raises UIKit's NSRangeException")
    func outOfBounds() async {
        let fixture = await table()
        let pastTheRows = fixture.exception { fixture.tableView.scrollToRow(at: row(30), at: .top, animated: false) }
        #expect(pastTheRows?.name == "NSRangeException")
        #expect(
            pastTheRows?.reason
                == "Attempted to scroll the table view to an out-of-bounds row (30) when there are only 30 rows in section 0.")
        let pastTheSections = fixture.exception { fixture.tableView.scrollToRow(at: row(0, section: 1), at: .top, animated: false) }
        #expect(pastTheSections?.reason == "Attempted to scroll the table view to an out-of-bounds section (1) when there are only 1 sections.")
        #expect(fixture.tableView.contentOffset.y == 0)
    }
}
