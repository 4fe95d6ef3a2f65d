#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// The `UITableViewDataSource` UIKit calls: it answers from the data source's content, and
/// passes a person's edits on to it.
@MainActor
final class TableViewBridge: NSObject, UITableViewDataSource {
    private let content: any ListContent
    private unowned let list: TableViewList

    init(content: any ListContent, list: TableViewList) {
        self.content = content
        self.list = list
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        content.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        content.numberOfItems(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        list.dequeueCell(content.cellChoice(at: indexPath), for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        title(ofKind: .header, inSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        title(ofKind: .footer, inSection: section)
    }

    private func title(ofKind kind: SupplementaryKind, inSection section: Int) -> String? {
        guard case .title(let title)? = content.supplementaryChoice(ofKind: kind, inSection: section) else { return nil }
        return title
    }

    // MARK: Edits

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        content.canEditItem(at: indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        content.canMoveItem(at: indexPath)
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        content.requestDeletion(at: indexPath)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        content.listMovedItem(from: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
