#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// A `UITableView` as a list a `SectionedDataSource` drives; item paths name rows.
///
/// Works like ``CollectionViewList``: the providers choose a class and how to configure a
/// view of it, and the list dequeues. Section headers and footers are a table delegate's
/// business in UIKit, so the table's delegate returns ``header(forSection:)`` from
/// `tableView(_:viewForHeaderInSection:)` and ``footer(forSection:)`` from
/// `tableView(_:viewForFooterInSection:)`. A header or footer provider may return a title
/// instead (``SupplementaryView/title(_:)``), which UIKit shows itself. A section whose own
/// content changed has its shown header and footer configured again in place (reloaded,
/// should their class change).
///
/// A person's edits reach the data source's `editing` (an `ItemEditing`): a row may be
/// deleted or moved when it allows, and the app hears of it. A moved row is where the person
/// left it until the app's next state says otherwise.
///
/// The table view keeps the data source connected to it for as long as the view lives, as
/// ``CollectionViewList``'s collection view does: releasing the table view releases the list
/// and the data source, and nothing else needs to keep them.
@MainActor
public final class TableViewList: BatchUpdatingList {
    /// The table view, which must still exist: the list does not keep it.
    public var tableView: UITableView {
        guard let weakTableView else { preconditionFailure("the table view of this TableViewList was released") }
        return weakTableView
    }
    /// Weak: the view keeps the data source, which keeps the list.
    private weak var weakTableView: UITableView?
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    private var content: (any ListContent)?
    /// The object UIKit calls as the data source; UIKit holds it weakly, so the list keeps it.
    private var bridge: TableViewBridge?
    private var registered: Set<String> = []
    /// Whether updated items keeping their cell class are reconfigured (iOS 15 and later) rather
    /// than reloaded; tests turn it off to play an older system.
    var reconfiguresItems = UpdatedItems.systemReconfigures

    /// Wraps `tableView`; creating a `SectionedDataSource` for it becomes its data source,
    /// which the table view keeps from then on.
    public init(_ tableView: UITableView) {
        weakTableView = tableView
    }

    /// The configured header view of `section`, for the table delegate's
    /// `tableView(_:viewForHeaderInSection:)`; `nil` for a section without one.
    public func header(forSection section: Int) -> UITableViewHeaderFooterView? {
        dequeueView(ofKind: .header, forSection: section)
    }

    /// The configured footer view of `section`, for the table delegate's
    /// `tableView(_:viewForFooterInSection:)`; `nil` for a section without one.
    public func footer(forSection section: Int) -> UITableViewHeaderFooterView? {
        dequeueView(ofKind: .footer, forSection: section)
    }

    public func connect<Section>(_ dataSource: SectionedDataSource<Section, TableViewList>) {
        let content = SectionedContent(dataSource: dataSource, list: self)
        self.content = content
        let bridge = TableViewBridge(content: content, list: self)
        self.bridge = bridge
        guard let tableView = weakTableView else { return }
        tableView.dataSource = bridge
        tableView.keepListDataSource(dataSource)
    }

    public var isInWindow: Bool { weakTableView?.window != nil }

    public func reloadData() {
        weakTableView?.reloadData()
    }

    public func performBatchUpdates(
        _ update: PreparedListUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard let content else { preconditionFailure("a batch update before a data source was connected") }
        // The view went while the diff ran: nothing shows the batch, and the data source goes on.
        guard let tableView = weakTableView else {
            commit()
            return completion(false)
        }
        content.performBatchUpdates(
            update, animated: animated, reconfigures: reconfiguresItems,
            shownOrSelected: (tableView.indexPathsForVisibleRows ?? []) + (tableView.indexPathsForSelectedRows ?? []),
            operations: TableViewOperations(tableView: tableView, animation: rowAnimation),
            performBatch: { [tableView] in tableView.performBatchUpdates($0, completion: $1) }, commit: commit,
            completion: completion)
    }

    public func reconfigureSupplementaryViews(ofSections sections: [Int]) {
        guard let content, let tableView = weakTableView else { return }
        var reloaded = IndexSet()
        for section in sections {
            let shown: [(SupplementaryKind, UITableViewHeaderFooterView?)] = [
                (.header, tableView.headerView(forSection: section)), (.footer, tableView.footerView(forSection: section)),
            ]
            for case (let kind, let view?) in shown {
                // Configured in place: UIKit asks its delegate again only for views it shows
                // anew. A title is UIKit's own view, whose label takes the new title.
                switch content.supplementaryChoice(ofKind: kind, inSection: section) {
                case .recipe(let recipe)? where recipe.fits(view): recipe.configure(view)
                case .title(let title)? where type(of: view) == UITableViewHeaderFooterView.self: view.textLabel?.text = title
                default: reloaded.insert(section)
                }
            }
        }
        if !reloaded.isEmpty { tableView.reloadSections(reloaded, with: rowAnimation) }
    }

    public func topVisibleItem() -> (indexPath: IndexPath, offset: Double)? {
        guard let tableView = weakTableView else { return nil }
        tableView.layoutIfNeeded()
        guard let first = tableView.indexPathsForVisibleRows?.min() else { return nil }
        let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
        return (first, Double(tableView.rectForRow(at: first).minY - top))
    }

    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let tableView = weakTableView else { return }
        let frame = tableView.rectForRow(at: indexPath)
        tableView.contentOffset.y = frame.minY - CGFloat(offset) - tableView.adjustedContentInset.top
    }

    // MARK: Dequeuing

    /// The cell `choice` makes for `indexPath`: a cell of a recipe's class, registered unless
    /// it is, dequeued and configured; or the cell the provider dequeues itself.
    func dequeueCell(_ choice: ViewChoice, for indexPath: IndexPath) -> UITableViewCell {
        switch choice {
        case .recipe(let recipe):
            let identifier = recipe.reuseIdentifier
            if registered.insert(identifier).inserted { tableView.register(recipe.viewClass, forCellReuseIdentifier: identifier) }
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            recipe.configure(cell)
            return cell
        case .dequeued(let dequeue):
            // The provider's closure was made for a table view, from a table view list.
            return dequeue(tableView, nil, indexPath) as! UITableViewCell
        case .title:
            preconditionFailure("a row shows a cell, not a title")
        }
    }

    /// The header or footer view of `section`, for the delegate: a recipe's view, registered
    /// unless it is, dequeued and configured; `nil` for a title (UIKit shows it in a view of
    /// its own) or for none.
    private func dequeueView(ofKind kind: SupplementaryKind, forSection section: Int) -> UITableViewHeaderFooterView? {
        guard case .recipe(let recipe)? = content?.supplementaryChoice(ofKind: kind, inSection: section) else { return nil }
        let identifier = recipe.reuseIdentifier
        if registered.insert(identifier).inserted {
            tableView.register(recipe.viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        }
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
            preconditionFailure("the table view dequeued no \(kind) view for the registered \(recipe.viewClass)")
        }
        recipe.configure(view)
        return view
    }
}
#endif
