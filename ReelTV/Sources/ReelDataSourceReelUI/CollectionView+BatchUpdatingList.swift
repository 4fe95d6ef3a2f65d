import Foundation
import ReelDataSource
import ReelDiff
import ReelUI

extension CollectionView: BatchUpdatingList {
    /// Cells are ``CollectionViewCell``s.
    public typealias Cell = CollectionViewCell
    /// Headers and footers are ``CollectionSupplementaryView``s.
    public typealias SupplementaryView = CollectionSupplementaryView

    /// Makes `dataSource` this collection view's data source.
    public func connect<Section>(_ dataSource: SectionedDataSource<Section, CollectionView>) {
        self.dataSource = dataSource
    }

    /// Whether the collection view is in a window.
    public var isInWindow: Bool { window != nil }

    /// Performs a batch update for a data source, as UIKit's collection view is told one:
    /// `commit` inside the batch, then the update's operations, its updated items reconfigured
    /// (configured again in their cells when their type is unchanged, given new cells when it
    /// changed). ReelUI checks the batch with its own rules when the block ends. Without
    /// `animated`, the batch runs inside ``View/performWithoutAnimation(_:)``.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        withoutActuallyEscaping(commit) { commit in
            let batch = {
                self.performBatchUpdates({
                    commit()
                    self.performOperations(of: update, reconfigured: update.updatedItems.map(IndexPath.init), reloaded: [])
                }, completion: completion)
            }
            if animated { batch() } else { View.performWithoutAnimation(batch) }
        }
    }

    /// The first item visible at the top, and how far the top of its cell is below the
    /// visible area's top.
    public func topVisibleItem() -> (indexPath: IndexPath, offset: Double)? {
        topVisibleIndexPath()
    }
}

extension CollectionView: BatchOperationList {
    public func reconfigureItemsWhereAvailable(at indexPaths: [IndexPath]) {
        reconfigureItems(at: indexPaths)
    }
}

extension SectionedDataSource: CollectionViewDataSource where List == CollectionView {
    public func numberOfSections(in collectionView: CollectionView) -> Int {
        numberOfSections
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cell(at: indexPath, in: collectionView)
    }

    public func collectionView(_ collectionView: CollectionView, headerForSection section: Int) -> CollectionSupplementaryView? {
        supplementaryView(ofKind: .header, inSection: section, in: collectionView)
    }

    public func collectionView(_ collectionView: CollectionView, footerForSection section: Int) -> CollectionSupplementaryView? {
        supplementaryView(ofKind: .footer, inSection: section, in: collectionView)
    }
}
