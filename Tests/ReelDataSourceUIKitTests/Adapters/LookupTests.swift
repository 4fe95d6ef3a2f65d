#if UIKIT_LISTS
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// The lookups an app makes from delegate code read the state on screen, not one still waiting
/// for an update to finish.
@MainActor
@Suite struct LookupTests {
    @Test("section, item and index path lookups read the shown state while a newer one waits")
    func lookupsReadTheShownState() async {
        let table = UIKitTableList(ListOptions())
        await table.show([section(0, [1, 2]), section(1, [3])])
        table.apply([section(0, [4, 1, 2]), section(1, [3])], animated: true, completion: nil)
        table.apply([section(1, [3, 2]), section(0, [4])], animated: true, completion: nil)
        let dataSource = table.dataSource
        // The first update animates; the second waits.
        #expect(dataSource[0] == section(0, [4, 1, 2]))
        #expect(dataSource[IndexPath(ItemPath(item: 0, section: 0))] == Item(id: 4))
        #expect(dataSource.item(at: IndexPath(ItemPath(item: 2, section: 0))) == Item(id: 2))
        #expect(dataSource.indexPath(forIdentity: 2) == IndexPath(ItemPath(item: 2, section: 0)))
        #expect(dataSource.indexPath(forIdentity: 9) == nil)
        await table.settle()
        #expect(dataSource[0] == section(1, [3, 2]))
        #expect(dataSource.indexPath(forIdentity: 2) == IndexPath(ItemPath(item: 1, section: 0)))
    }

    @Test("item(at:) answers nil where nothing is shown, for any index path")
    func itemAtAnyPath() async {
        let table = UIKitTableList(ListOptions())
        await table.show([section(0, [1])])
        let dataSource = table.dataSource
        #expect(dataSource.item(at: IndexPath(ItemPath(item: 1, section: 0))) == nil)
        #expect(dataSource.item(at: IndexPath(ItemPath(item: 0, section: 1))) == nil)
        #expect(dataSource.item(at: IndexPath(index: 0)) == nil)
        #expect(dataSource.item(at: IndexPath(ItemPath(item: -1, section: 0))) == nil)
    }
}
#endif
