#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource

/// A collection view's batch methods, so that the one piece of code that tells a table view a
/// batch update tells a collection view too, without adding methods to `UICollectionView`.
@MainActor
struct CollectionViewOperations: BatchOperationList {
    let collectionView: UICollectionView

    func deleteSections(_ sections: IndexSet) { collectionView.deleteSections(sections) }
    func insertSections(_ sections: IndexSet) { collectionView.insertSections(sections) }
    func reloadSections(_ sections: IndexSet) { collectionView.reloadSections(sections) }
    func moveSection(_ section: Int, toSection newSection: Int) { collectionView.moveSection(section, toSection: newSection) }
    func deleteItems(at indexPaths: [IndexPath]) { collectionView.deleteItems(at: indexPaths) }
    func insertItems(at indexPaths: [IndexPath]) { collectionView.insertItems(at: indexPaths) }
    func reloadItems(at indexPaths: [IndexPath]) { collectionView.reloadItems(at: indexPaths) }

    func reconfigureItemsWhereAvailable(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            collectionView.reconfigureItems(at: indexPaths)
        }
    }

    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { collectionView.moveItem(at: indexPath, to: newIndexPath) }
}
#endif
