#if UIKIT_LISTS
import Foundation
import ReelDataSourceUIKit
import ReelDiff

/// A `UICollectionView` that records what it is asked to do, as an app's subclass can.
final class RecordingCollectionView: UICollectionView {
    let recorder = BatchRecorder()

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let completion = recorder.batchStarts(completion: completion)
        super.performBatchUpdates(updates, completion: completion)
        recorder.batchEnds(sectionCounts: (0..<numberOfSections).map { numberOfItems(inSection: $0) })
    }

    override func reloadData() {
        recorder.reloaded()
        super.reloadData()
    }

    override func deleteSections(_ sections: IndexSet) {
        recorder.record { $0.deletedSections += sections }
        super.deleteSections(sections)
    }

    override func insertSections(_ sections: IndexSet) {
        recorder.record { $0.insertedSections += sections }
        super.insertSections(sections)
    }

    override func reloadSections(_ sections: IndexSet) {
        recorder.record { $0.updatedSections += sections }
        super.reloadSections(sections)
    }

    override func moveSection(_ section: Int, toSection newSection: Int) {
        recorder.record { $0.movedSections.append(Move(source: section, destination: newSection)) }
        super.moveSection(section, toSection: newSection)
    }

    override func deleteItems(at indexPaths: [IndexPath]) {
        recorder.record { $0.deletedItems += indexPaths.map(ItemPath.init) }
        super.deleteItems(at: indexPaths)
    }

    override func insertItems(at indexPaths: [IndexPath]) {
        recorder.record { $0.insertedItems += indexPaths.map(ItemPath.init) }
        super.insertItems(at: indexPaths)
    }

    override func reloadItems(at indexPaths: [IndexPath]) {
        recorder.reload(indexPaths)
        super.reloadItems(at: indexPaths)
    }

    @available(iOS 15.0, tvOS 15.0, *)
    override func reconfigureItems(at indexPaths: [IndexPath]) {
        recorder.reconfigure(indexPaths)
        super.reconfigureItems(at: indexPaths)
    }

    override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recorder.record { $0.movedItems.append(Move(source: ItemPath(indexPath), destination: ItemPath(newIndexPath))) }
        super.moveItem(at: indexPath, to: newIndexPath)
    }
}
#endif
