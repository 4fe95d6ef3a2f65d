#if UIKIT_LISTS
import Foundation
import ReelDataSource
@testable import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// Below iOS 15 UIKit cannot reconfigure: the UIKit lists reload every updated item instead,
/// and the batch still passes UIKit's rules.
@MainActor
@Suite struct ReconfigureFallbackTests {
    @Test("without reconfigure (before iOS 15), every updated item is reloaded", arguments: [ListKind.uiCollectionView, .uiTableView])
    func updatedItemsReloadBeforeIOS15(_ kind: ListKind) async {
        let list = kind.make()
        let recorder: BatchRecorder
        switch list {
        case let list as UIKitCollectionList:
            list.list.reconfiguresItems = false
            recorder = list.collectionView.recorder
        case let list as UIKitTableList:
            list.list.reconfiguresItems = false
            recorder = list.tableView.recorder
        default: preconditionFailure("\(kind) is not a UIKit list")
        }
        let source = [section(0, [1, 2, 3, 4])]
        await list.show(source)
        var target = source
        target[0].items[1].content = 1  // same class: reconfigured on iOS 15
        target[0].items[2].content = 2  // another class: reloaded anyway
        target[0].items.remove(at: 0)
        await list.show(target)

        list.expectShows(target)
        #expect(recorder.reconfiguredItems.isEmpty, "\(kind)")
        #expect(recorder.reloadedItems.sorted() == [ItemPath(item: 1, section: 0), ItemPath(item: 2, section: 0)], "\(kind)")
        let shown = list.visibleCells.values.compactMap(\.item).sorted { $0.id < $1.id }
        #expect(shown == target[0].items, "\(kind): the reloaded cells show the new content")
    }
}
#endif
