#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// A `UITableView` as a list a ``SectionedDataSource`` drives; item paths name rows.
///
/// Works like ``UICollectionViewList``. Section headers are a table delegate's business in
/// UIKit, so the table's delegate returns ``header(forSection:)`` from
/// `tableView(_:viewForHeaderInSection:)`; reconfiguring a header hands the provider the
/// header already shown.
@MainActor
public final class UITableViewList: BatchUpdatingList {
    public typealias Cell = UITableViewCell
    public typealias HeaderView = UITableViewHeaderFooterView

    /// The table view.
    public let tableView: UITableView
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    private var bridge: AnyObject?
    private var makeHeader: ((Int) -> UITableViewHeaderFooterView?)?
    private var reconfiguredHeader: UITableViewHeaderFooterView?

    /// Wraps `tableView`; creating a ``SectionedDataSource`` for it becomes its data source.
    public init(_ tableView: UITableView) {
        self.tableView = tableView
    }

    /// Registers a cell type, reused under its type's name.
    public func register(_ type: UITableViewCell.Type) {
        tableView.register(type, forCellReuseIdentifier: String(reflecting: type))
    }

    /// Registers a section header type, reused under its type's name.
    public func registerHeader(_ type: UITableViewHeaderFooterView.Type) {
        tableView.register(type, forHeaderFooterViewReuseIdentifier: String(reflecting: type))
    }

    /// A cell of exactly `type` for the row at `path`.
    public func dequeueReusableCell<Cell: UITableViewCell>(_ type: Cell.Type, for path: ItemPath) -> Cell {
        let cell = tableView.dequeueReusableCell(withIdentifier: String(reflecting: type), for: IndexPath(row: path.item, section: path.section))
        guard let typed = cell as? Cell else { preconditionFailure("the cell registered as \(type) is a \(Swift.type(of: cell))") }
        return typed
    }

    /// A header of exactly `type`: the one shown when it is being reconfigured.
    public func dequeueReusableHeader<Header: UITableViewHeaderFooterView>(_ type: Header.Type, for section: Int) -> Header {
        if let shown = reconfiguredHeader as? Header, Swift.type(of: shown) == type {
            reconfiguredHeader = nil
            return shown
        }
        guard let typed = tableView.dequeueReusableHeaderFooterView(withIdentifier: String(reflecting: type)) as? Header else {
            preconditionFailure("no header of type \(type) could be dequeued: register it with registerHeader(_:)")
        }
        return typed
    }

    /// The header of `section`, for the table delegate's `tableView(_:viewForHeaderInSection:)`.
    public func header(forSection section: Int) -> UITableViewHeaderFooterView? {
        makeHeader?(section)
    }

    public func connect<Section>(_ dataSource: SectionedDataSource<Section, UITableViewList>) {
        let bridge = TableViewBridge(dataSource: dataSource, list: self)
        self.bridge = bridge
        tableView.dataSource = bridge
        makeHeader = { [unowned self, unowned dataSource] section in dataSource.header(ofSection: section, in: self) }
    }

    public var isInWindow: Bool { tableView.window != nil }

    public func reloadData() {
        tableView.reloadData()
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let animation = rowAnimation
        func rows(_ paths: [ItemPath]) -> [IndexPath] { paths.map { IndexPath(row: $0.item, section: $0.section) } }
        // UIKit runs the updates block before performBatchUpdates returns.
        withoutActuallyEscaping(commit) { commit in
            tableView.performBatchUpdates({ [tableView] in
                commit()
                tableView.deleteSections(IndexSet(update.deletedSections), with: animation)
                tableView.insertSections(IndexSet(update.insertedSections), with: animation)
                tableView.reloadSections(IndexSet(update.updatedSections), with: animation)
                for move in update.movedSections { tableView.moveSection(move.source, toSection: move.destination) }
                tableView.deleteRows(at: rows(update.deletedItems), with: animation)
                tableView.insertRows(at: rows(update.insertedItems), with: animation)
                tableView.reconfigureRows(at: rows(update.updatedItems))
                for move in update.movedItems {
                    tableView.moveRow(at: rows([move.source])[0], to: rows([move.destination])[0])
                }
            }, completion: { finished in
                MainActor.assumeIsolated { completion(finished) }
            })
        }
    }

    public func reconfigureHeaders(ofSections sections: [Int]) {
        for section in sections {
            guard let shown = tableView.headerView(forSection: section) else { continue }
            reconfiguredHeader = shown
            _ = makeHeader?(section)
            reconfiguredHeader = nil
        }
    }

    public func topVisibleItem() -> (path: ItemPath, offset: Double)? {
        guard let first = tableView.indexPathsForVisibleRows?.min() else { return nil }
        let top = tableView.contentOffset.y + tableView.adjustedContentInset.top
        return (ItemPath(item: first.row, section: first.section), Double(tableView.rectForRow(at: first).minY - top))
    }

    public func scrollItem(at path: ItemPath, toOffset offset: Double) {
        let frame = tableView.rectForRow(at: IndexPath(row: path.item, section: path.section))
        tableView.contentOffset.y = frame.minY - CGFloat(offset) - tableView.adjustedContentInset.top
    }
}

/// The `UITableViewDataSource` UIKit calls: it answers from the data source.
@MainActor
final class TableViewBridge<Section: AnimatableSectionModelType & Sendable>: NSObject, UITableViewDataSource
where Section.Item: Sendable {
    private let dataSource: SectionedDataSource<Section, UITableViewList>
    private unowned let list: UITableViewList

    init(dataSource: SectionedDataSource<Section, UITableViewList>, list: UITableViewList) {
        self.dataSource = dataSource
        self.list = list
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        dataSource.numberOfSections
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        dataSource.numberOfItems(inSection: section)
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        dataSource.cell(at: ItemPath(item: indexPath.row, section: indexPath.section), in: list)
    }
}
#endif
