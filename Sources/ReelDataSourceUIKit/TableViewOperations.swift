#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource

/// A table view's batch methods under the names of a collection view's, each with one row
/// animation, so that one piece of code tells both a batch update.
@MainActor
struct TableViewOperations: BatchOperationList {
    let tableView: UITableView
    let animation: UITableView.RowAnimation

    func deleteSections(_ sections: IndexSet) { tableView.deleteSections(sections, with: animation) }
    func insertSections(_ sections: IndexSet) { tableView.insertSections(sections, with: animation) }
    func reloadSections(_ sections: IndexSet) { tableView.reloadSections(sections, with: animation) }
    func moveSection(_ section: Int, toSection newSection: Int) { tableView.moveSection(section, toSection: newSection) }
    func deleteItems(at indexPaths: [IndexPath]) { tableView.deleteRows(at: indexPaths, with: animation) }
    func insertItems(at indexPaths: [IndexPath]) { tableView.insertRows(at: indexPaths, with: animation) }
    func reloadItems(at indexPaths: [IndexPath]) { tableView.reloadRows(at: indexPaths, with: animation) }

    func reconfigureItemsWhereAvailable(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            tableView.reconfigureRows(at: indexPaths)
        }
    }

    func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { tableView.moveRow(at: indexPath, to: newIndexPath) }
}
#endif
