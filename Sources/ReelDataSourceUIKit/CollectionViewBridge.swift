#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// The `UICollectionViewDataSource` UIKit calls: it answers from the data source's content,
/// and passes a person's moves on to it.
@MainActor
final class CollectionViewBridge: NSObject, UICollectionViewDataSource {
    private let content: any ListContent
    private unowned let list: CollectionViewList

    init(content: any ListContent, list: CollectionViewList) {
        self.content = content
        self.list = list
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        content.numberOfSections
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        content.numberOfItems(inSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        // A cell choice makes a cell: a recipe of a cell class, or a cell the provider dequeued.
        list.dequeue(content.cellChoice(at: indexPath), ofKind: nil, for: indexPath) as! UICollectionViewCell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let supplementaryKind = SupplementaryKind(collectionViewElementKind: kind)
        // UIKit only accepts dequeued views, so a slot without a view is a layout mistake.
        guard let choice = content.supplementaryChoice(ofKind: supplementaryKind, inSection: indexPath.section) else {
            preconditionFailure(
                "the layout has a \(supplementaryKind) in section \(indexPath.section), but the data source's providers made none")
        }
        return list.dequeue(choice, ofKind: kind, for: indexPath)
    }

    // MARK: Moves

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        content.canMoveItem(at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        content.listMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
