#if UIKIT_LISTS
import Foundation
import ReelDataSourceUIKit
import ReelDiff

/// A `UITableView` that records what it is asked to do, as an app's subclass can.
final class RecordingTableView: UITableView {
    let recorder = BatchRecorder()

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let completion = recorder.batchStarts(completion: completion)
        super.performBatchUpdates(updates, completion: completion)
        recorder.batchEnds(sectionCounts: (0..<numberOfSections).map { numberOfRows(inSection: $0) })
    }

    override func reloadData() {
        recorder.reloaded()
        super.reloadData()
    }

    override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recorder.record { $0.deletedSections += sections }
        super.deleteSections(sections, with: animation)
    }

    override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recorder.record { $0.insertedSections += sections }
        super.insertSections(sections, with: animation)
    }

    override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recorder.record { $0.updatedSections += sections }
        super.reloadSections(sections, with: animation)
    }

    override func moveSection(_ section: Int, toSection newSection: Int) {
        recorder.record { $0.movedSections.append(Move(source: section, destination: newSection)) }
        super.moveSection(section, toSection: newSection)
    }

    override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recorder.record { $0.deletedItems += indexPaths.map(ItemPath.init) }
        super.deleteRows(at: indexPaths, with: animation)
    }

    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recorder.record { $0.insertedItems += indexPaths.map(ItemPath.init) }
        super.insertRows(at: indexPaths, with: animation)
    }

    override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recorder.reload(indexPaths)
        super.reloadRows(at: indexPaths, with: animation)
    }

    @available(iOS 15.0, tvOS 15.0, *)
    override func reconfigureRows(at indexPaths: [IndexPath]) {
        recorder.reconfigure(indexPaths)
        super.reconfigureRows(at: indexPaths)
    }

    override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recorder.record { $0.movedItems.append(Move(source: ItemPath(indexPath), destination: ItemPath(newIndexPath))) }
        super.moveRow(at: indexPath, to: newIndexPath)
    }
}
#endif
