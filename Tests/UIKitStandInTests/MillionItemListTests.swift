import Foundation
import Testing
import UIKitStandIn

/// A batch update on a list of a million items costs about the items shown: the table asks the
/// heights of the rows it lays out, and a flow layout whose items all have its `itemSize` asks
/// nothing per item.
@MainActor
@Suite struct MillionItemListTests {
    /// A delegate whose rows are all one point tall, and which counts the heights it is asked.
    final class CountedHeights: NSObject, UITableViewDelegate {
        private(set) var asked = 0

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            asked += 1
            return 1
        }
    }

    /// A list of a million items, alone in a shown window ten points tall.
    private func fixture(showing list: (ListFixture) -> UIView) -> ListFixture {
        let fixture = ListFixture([1_000_000], inWindow: false)
        fixture.window.addSubview(list(fixture))
        fixture.window.makeKeyAndVisible()
        return fixture
    }

    @Test("inserting a row at the top of a million asks the heights of the rows shown, not of a million")
    func tableView() async {
        let fixture = fixture { $0.tableView }
        let tableView = fixture.tableView
        let delegate = CountedHeights()
        tableView.estimatedRowHeight = UITableView.automaticDimension
        tableView.delegate = delegate
        await fixture.settle()
        #expect(delegate.asked == 10, "ten rows of one point fill the ten shown")
        tableView.performBatchUpdates {
            fixture.dataSource.counts = [1_000_001]
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        await fixture.settle()
        #expect(delegate.asked == 20, "the ten rows shown after the batch are asked again")
        #expect(tableView.indexPathsForVisibleRows?.count == 10)
        // Eleven rows measured: the ten shown, and the one the batch moved below them.
        #expect(tableView.contentSize.height == 11 + (1_000_001 - 11) * 44 as CGFloat)
        #expect(tableView.rectForRow(at: IndexPath(row: 1_000_000, section: 0)).minY == 11 + (1_000_000 - 11) * 44 as CGFloat)
    }

    @Test("inserting an item at the top of a million asks no sizes and only the cells shown")
    func collectionView() async {
        let fixture = fixture { $0.collectionView }
        let collectionView = fixture.collectionView
        await fixture.settle()
        #expect(collectionView.delegate == nil, "no flow layout delegate: every item has the layout's itemSize")
        #expect(fixture.dataSource.cellRequests.count == 10)
        collectionView.performBatchUpdates {
            fixture.dataSource.counts = [1_000_001]
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        await fixture.settle()
        #expect(fixture.dataSource.cellRequests.count == 11, "one cell for the new item; the others moved down")
        #expect(collectionView.indexPathsForVisibleItems.count == 10)
        #expect(collectionView.contentSize.height == 1_000_001)
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 1_000_000, section: 0))?.frame
                == CGRect(x: 0, y: 1_000_000, width: 20, height: 1))
    }
}
