import Foundation
import ReelDataSource
import ReelDiff
import ReelUI

extension CollectionView: BatchUpdatingList {
    /// Cells are ``CollectionViewCell``s.
    public typealias Cell = CollectionViewCell
    /// Headers and footers are ``CollectionSupplementaryView``s.
    public typealias SupplementaryView = CollectionSupplementaryView

    /// Batch updates checked against the collection view's rules with the diff.
    public typealias PreparedBatchUpdate = CheckedBatchUpdate

    /// Makes `dataSource` this collection view's data source.
    public func connect<Section>(_ dataSource: SectionedDataSource<Section, CollectionView>) {
        self.dataSource = dataSource
    }

    /// Whether the collection view is in a window.
    public var isInWindow: Bool { window != nil }

    /// Checks `update` against the collection view's rules for the counts before and after it,
    /// wherever the data source's diff runs: its updated items are reconfigured (configured
    /// again in their cells when their type is unchanged, given new cells when it changed).
    public nonisolated static func prepareBatchUpdate(
        _ update: BatchUpdate, sectionCountsBefore: [Int], sectionCountsAfter: [Int]
    ) -> CheckedBatchUpdate {
        CheckedBatchUpdate(UpdateRecord(update), sectionCountsBefore: sectionCountsBefore, sectionCountsAfter: sectionCountsAfter)
    }

    /// Performs a batch update for a data source, checked with the diff: `commit` inside the
    /// batch, and the collection view carries its cells across the update's operations without
    /// checking them again. Without `animated`, the batch runs inside
    /// ``View/performWithoutAnimation(_:)``.
    public func performBatchUpdates(
        _ update: CheckedBatchUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        withoutActuallyEscaping(commit) { commit in
            performBatchUpdates(animated: animated) { self.performBatchUpdates(update, commit: commit, completion: completion) }
        }
    }

    /// Performs a batch update as UIKit's collection view is told one: `commit` inside the
    /// batch, then the update's operations one kind after another, its updated items
    /// reconfigured. ReelUI checks the batch with its own rules when the block ends, on the
    /// main actor. Without `animated`, the batch runs inside ``View/performWithoutAnimation(_:)``.
    public func performBatchUpdates(
        _ update: BatchUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        withoutActuallyEscaping(commit) { commit in
            performBatchUpdates(animated: animated) {
                self.performBatchUpdates({
                    commit()
                    self.performOperations(of: update, reconfigured: update.updatedItems.map(IndexPath.init), reloaded: [])
                }, completion: completion)
            }
        }
    }

    /// Runs `batch`, inside ``View/performWithoutAnimation(_:)`` unless `animated`.
    private func performBatchUpdates(animated: Bool, _ batch: () -> Void) {
        if animated { batch() } else { View.performWithoutAnimation(batch) }
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
