#if canImport(UIKitStandIn)
import ReelDataSource
import ReelDiff
import ReelDataSourceUIKit
import ReelTestSupport
import Testing

/// The UIKit adapters against the stand-in: they connect, and pass updates through.
@MainActor
@Suite struct UIKitAdapterTests {
    @Test("a collection view list becomes the data source's list and UIKit's data source")
    func collectionViewList() {
        let collectionView = UICollectionView()
        let list = UICollectionViewList(collectionView)
        list.register(UICollectionViewCell.self)
        let dataSource = SectionedDataSource<ItemSection, UICollectionViewList>(list: list) { list, path, _ in
            list.dequeueReusableCell(UICollectionViewCell.self, for: path)
        }
        #expect(collectionView.dataSource != nil)
        var completed = false
        dataSource.apply([section(0, [1, 2])]) { completed = true }
        #expect(completed, "a list outside a window reloads at once")
        #expect(dataSource.sections == [section(0, [1, 2])])
    }

    @Test("a table view list performs a batch update through UIKit's block")
    func tableViewList() {
        let tableView = UITableView()
        let list = UITableViewList(tableView)
        list.register(UITableViewCell.self)
        let dataSource = SectionedDataSource<ItemSection, UITableViewList>(list: list) { list, path, _ in
            list.dequeueReusableCell(UITableViewCell.self, for: path)
        }
        #expect(tableView.dataSource != nil)
        var committed = false
        var finished = false
        list.performBatchUpdates(BatchUpdate(insertedItems: [ItemPath(item: 0, section: 0)]), commit: { committed = true }) {
            finished = $0
        }
        #expect(committed && finished)
        _ = dataSource
    }
}
#endif
