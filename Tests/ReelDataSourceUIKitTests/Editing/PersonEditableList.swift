#if UIKIT_STAND_IN  // a person's swipes and drags, which the UIKit stand-in plays and UIKit has no call for
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport

/// A UIKit list under test that a person can edit by hand: a table swipes a row away and drags
/// it by its reordering control; a collection view's item is deleted from a swipe action the
/// app writes (which asks the data source, as the migration articles show) and dragged by
/// UIKit's interactive movement.
@MainActor
protocol PersonEditableList: UIKitListUnderTest {
    /// Lets a person start editing the list.
    func allowEditing()
    /// A person deletes the item shown at `path`; whether the list let them.
    func personDeletes(at path: ItemPath) -> Bool
    /// A person drags the item shown at `source` to `destination` (its path once dropped);
    /// whether the list let them.
    func personDrags(from source: ItemPath, to destination: ItemPath) -> Bool
}

extension UIKitTableList: PersonEditableList {
    func allowEditing() { tableView.setEditing(true, animated: false) }

    func personDeletes(at path: ItemPath) -> Bool {
        tableView.standInSwipeToDelete(rowAt: IndexPath(path))
    }

    func personDrags(from source: ItemPath, to destination: ItemPath) -> Bool {
        tableView.standInDragRow(at: IndexPath(source), to: IndexPath(destination))
    }
}

extension UIKitCollectionList: PersonEditableList {
    func allowEditing() {}

    func personDeletes(at path: ItemPath) -> Bool {
        // A list layout's trailing swipe action, as an app writes it.
        guard dataSource.canEditItem(at: IndexPath(path)) else { return false }
        dataSource.requestDeletion(at: IndexPath(path))
        return true
    }

    func personDrags(from source: ItemPath, to destination: ItemPath) -> Bool {
        collectionView.standInDragItem(at: IndexPath(source), to: IndexPath(destination))
    }
}
#endif
