#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

/// The `UITableViewDataSource` UIKit calls: it answers from the data source's content.
@MainActor
final class TableViewBridge: NSObject, UITableViewDataSource {
    private let content: any ListContent
    private unowned let list: UITableViewList

    init(content: any ListContent, list: UITableViewList) {
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
        list.dequeueCell(content.cellRecipe(at: ItemPath(indexPath)), for: indexPath)
    }
}
#endif
