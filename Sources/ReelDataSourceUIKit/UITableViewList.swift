#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// A `UITableView` as a list a ``SectionedDataSource`` drives; item paths name rows.
///
/// Works like ``UICollectionViewList``: the providers choose a class and how to configure a
/// view of it, and the list dequeues. Section headers and footers are a table delegate's
/// business in UIKit, so the table's delegate returns ``header(forSection:)`` from
/// `tableView(_:viewForHeaderInSection:)` and ``footer(forSection:)`` from
/// `tableView(_:viewForFooterInSection:)`. A section whose own content changed has its shown
/// header and footer configured again in place (reloaded, should their class change).
@MainActor
public final class UITableViewList: BatchUpdatingList {
    /// The table view.
    public let tableView: UITableView
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    private var content: (any ListContent)?
    /// The object UIKit calls as the data source; UIKit holds it weakly, so the list keeps it.
    private var bridge: TableViewBridge?
    private var registered: Set<String> = []
    /// Whether updated items keeping their cell class are reconfigured (iOS 15 and later) rather
    /// than reloaded; tests turn it off to play an older system.
    var reconfiguresItems = UpdatedItems.systemReconfigures

    /// Wraps `tableView`; creating a ``SectionedDataSource`` for it becomes its data source.
    public init(_ tableView: UITableView) {
        self.tableView = tableView
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

    public func connect<Section>(_ dataSource: SectionedDataSource<Section, UITableViewList>) {
        let content = SectionedContent(dataSource: dataSource, list: self)
        self.content = content
        let bridge = TableViewBridge(content: content, list: self)
        self.bridge = bridge
        tableView.dataSource = bridge
    }

    public var isInWindow: Bool { tableView.window != nil }

    public func reloadData() {
        tableView.reloadData()
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard let content else { preconditionFailure("a batch update before a data source was connected") }
        let animation = rowAnimation
        let reconfigures = reconfiguresItems
        let classesBefore = update.updatedItems.map { ObjectIdentifier(content.cellRecipe(at: $0).viewClass) }
        let countsBefore = update.updatedItems.isEmpty ? [] : content.counts
        // UIKit runs the updates block before performBatchUpdates returns.
        withoutActuallyEscaping(commit) { commit in
            tableView.performBatchUpdates({ [tableView] in
                commit()
                let updated = UpdatedItems(
                    update, reconfigures: reconfigures, classesBefore: classesBefore, countsBefore: countsBefore,
                    contentAfter: content)
                tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
                tableView.insertSections(IndexSet(update.insertedSections), with: animation)
                tableView.reloadSections(IndexSet(update.updatedSections), with: animation)
                for move in update.movedSections { tableView.moveSection(move.source, toSection: move.destination) }
                tableView.deleteRows(at: update.deletedItems.map(IndexPath.init), with: animation)
                tableView.insertRows(at: update.insertedItems.map(IndexPath.init), with: animation)
                if #available(iOS 15.0, tvOS 15.0, *) {
                    tableView.reconfigureRows(at: updated.reconfigured)
                }
                tableView.reloadRows(at: updated.reloaded, with: animation)
                for move in update.movedItems { tableView.moveRow(at: IndexPath(move.source), to: IndexPath(move.destination)) }
            }, completion: { finished in
                MainActor.assumeIsolated { completion(finished) }
            })
        }
    }

    public func reconfigureSupplementaryViews(ofSections sections: [Int]) {
        guard let content else { return }
        var reloaded = IndexSet()
        for section in sections {
            let shown: [(SupplementaryKind, UITableViewHeaderFooterView?)] = [
                (.header, tableView.headerView(forSection: section)), (.footer, tableView.footerView(forSection: section)),
            ]
            for case (let kind, let view?) in shown {
                // Configured in place: UIKit asks its delegate again only for views it shows anew.
                let recipe = content.supplementaryRecipe(ofKind: kind, inSection: section)
                if let recipe, recipe.fits(view) { recipe.configure(view) } else { reloaded.insert(section) }
            }
        }
        if !reloaded.isEmpty { tableView.reloadSections(reloaded, with: rowAnimation) }
    }

    public func topVisibleItem() -> (path: ItemPath, offset: Double)? {
        tableView.layoutIfNeeded()
        guard let first = tableView.indexPathsForVisibleRows?.min() else { return nil }
        let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
        return (ItemPath(first), Double(tableView.rectForRow(at: first).minY - top))
    }

    public func scrollItem(at path: ItemPath, toOffset offset: Double) {
        let frame = tableView.rectForRow(at: IndexPath(path))
        tableView.contentOffset.y = frame.minY - CGFloat(offset) - tableView.adjustedContentInset.top
    }

    // MARK: Dequeuing

    /// Registers the class of `recipe` unless it is, dequeues a cell of it for `indexPath` and
    /// configures it.
    func dequeueCell(_ recipe: ViewRecipe, for indexPath: IndexPath) -> UITableViewCell {
        let identifier = recipe.reuseIdentifier
        if registered.insert(identifier).inserted { tableView.register(recipe.viewClass, forCellReuseIdentifier: identifier) }
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        recipe.configure(cell)
        return cell
    }

    private func dequeueView(ofKind kind: SupplementaryKind, forSection section: Int) -> UITableViewHeaderFooterView? {
        guard let recipe = content?.supplementaryRecipe(ofKind: kind, inSection: section) else { return nil }
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
