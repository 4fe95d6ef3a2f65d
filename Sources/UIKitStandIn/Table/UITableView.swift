import Foundation

/// Stand-in for UIKit's `UITableView`, behaving as UIKit does for what a data source, a
/// delegate and their owner use: counts cached from the data source, cells, header and footer
/// views only for the visible bounds, batch updates checked against UIKit's rules (a broken
/// one raises UIKit's exception), reconfigured cells kept, completions at the end of the
/// animation, on the run loop, a selection that follows batch updates, and scrolling to a row.
///
/// Rows, headers and footers have the delegate's heights, by default ``rowHeight``,
/// ``sectionHeaderHeight`` and ``sectionFooterHeight``. ``automaticDimension`` stands for 44
/// points for rows and 28 for headers and footers: the stand-in does not size views to fit.
/// With an ``estimatedRowHeight`` (UIKit's default), a row's height is asked only when a layout
/// pass reaches it, and rows not measured count as the estimate, so the content's height and
/// the rects of rows below change as rows are measured, as in UIKit.
/// Nothing animates: `animated` and `RowAnimation` arguments change nothing but how UIKit would
/// draw the change, and the table reaches at once the state UIKit reaches at the animation's end.
@MainActor
open class UITableView: UIScrollView {
    /// The table styles; the stand-in lays them all out alike.
    public enum Style: Int, @unchecked Sendable {
        case plain, grouped
        @available(iOS 13.0, *)
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate; the stand-in does not draw animations.
    public enum RowAnimation: Int, @unchecked Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// The height that asks the table view to size a row, header or footer itself.
    public static let automaticDimension: CGFloat = -1

    static let cellCategory = "UITableViewCell"
    static let headerFooterCategory = "UITableViewHeaderFooterView"

    /// The table's style.
    open private(set) var style: UITableView.Style

    /// Where the rows come from; held weakly. Setting it throws away what is shown.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { engine.dataSourceDidChange() }
    }

    /// Where the row, header and footer heights and views come from, and what hears of a
    /// person's selection; held weakly.
    open weak var delegate: (any UITableViewDelegate)? {
        didSet { geometryDidChange() }
    }

    /// Whether the table shows its editing controls: rows that can move can be dragged only
    /// while it does, and a person's taps select nothing (UIKit's default; the stand-in declares
    /// no `allowsSelectionDuringEditing`).
    open var isEditing = false

    /// Whether a person can select rows (while the table is not editing). Where it is `false`,
    /// ``selectRow(at:animated:scrollPosition:)`` and ``deselectRow(at:animated:)`` change
    /// nothing either, as UIKit documents for its collection view.
    open var allowsSelection = true

    /// Whether several rows can be selected at once: a person's tap on a selected row deselects
    /// it, and selecting a row keeps the others. Otherwise selecting a row deselects the others.
    open var allowsMultipleSelection = false

    /// The height of rows whose height the delegate does not give.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { geometryDidChange() } }
    /// The height counted for the rows the table has not measured; ``automaticDimension``
    /// (the default) stands for 44 points, and zero (or less) turns estimates off.
    ///
    /// With an estimate, the table asks a row's height (the delegate's, else ``rowHeight``) when
    /// a layout pass reaches the row (it measures the rows from the first one in the visible
    /// bounds it has not measured down to their bottom) and keeps it: batch updates carry it to
    /// where they put the row, and the table asks it again when it next lays the row out, as
    /// UIKit asks again the heights of the rows it shows after a batch update. `reloadData()`,
    /// a change of width, of the delegate or of a height property forget every height measured.
    /// Without one, the table asks every row's height each time it works out where its rows lie:
    /// when it reads its counts, after a batch update, and when its width, the delegate or a
    /// height property changes.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { geometryDidChange() } }
    /// The height of section headers, unless the delegate says otherwise.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { geometryDidChange() } }
    /// The height of section footers, unless the delegate says otherwise.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { geometryDidChange() } }

    lazy var engine = ListEngine(host: self, vocabulary: .tableView, readsCountsOnReload: true)
    private var cachedGeometry: TableGeometry?
    /// The row heights measured before the last batch updates, where the batches put their rows,
    /// until the geometry is worked out again.
    private var carriedRowHeights: [Int: [SectionRowHeights.Measurement]] = [:]

    /// Creates a table view with `frame` and `style`.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// The stand-in decodes no table views.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a plain table view with a zero frame.
    public required convenience init() {
        self.init(frame: .zero, style: .plain)
    }

    /// Turns the table's editing controls on or off; the stand-in does not animate them.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: Registering and dequeuing

    /// Registers `cellClass` for cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        engine.register(cellClass, category: Self.cellCategory, identifier: identifier)
    }

    /// Registers `aClass` for header and footer views dequeued with `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        engine.register(aClass, category: Self.headerFooterCategory, identifier: identifier)
    }

    /// A reused or new cell for `identifier`, or `nil` when none is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        engine.dequeue(category: Self.cellCategory, identifier: identifier) as? UITableViewCell
    }

    /// A cell for the row at `indexPath`: the reconfigured row's own cell, else a reused one,
    /// else a new one of the registered class.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            UIKitException.raise(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier "
                    + "or connect a prototype cell in a storyboard",
                from: self)
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        return cell
    }

    /// A reused or new header or footer view for `identifier`, or `nil` when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        engine.dequeue(category: Self.headerFooterCategory, identifier: identifier) as? UITableViewHeaderFooterView
    }

    // MARK: Reading

    /// The number of sections, as the table view last read them from its data source.
    open var numberOfSections: Int { engine.loadedCounts.count }

    /// The number of rows in `section`, as the table view last read them.
    open func numberOfRows(inSection section: Int) -> Int {
        engine.numberOfItems(inSection: section)
    }

    /// The area of `section`: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { geometry.rect(forSection: section) }

    /// The area of `section`'s header.
    open func rectForHeader(inSection section: Int) -> CGRect { geometry.rectForHeader(inSection: section) }

    /// The area of `section`'s footer.
    open func rectForFooter(inSection section: Int) -> CGRect { geometry.rectForFooter(inSection: section) }

    /// The area of the row at `indexPath`, shown or not.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { geometry.rectForRow(at: indexPath) }

    /// The index path of `cell`, if it is shown.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        engine.indexPath(ofCell: cell)
    }

    /// The cell of the row at `indexPath`, if it is shown.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        engine.visible[.cell(indexPath)] as? UITableViewCell
    }

    /// The cells shown, as of the last layout pass.
    open var visibleCells: [UITableViewCell] { engine.visibleViews(kind: nil) }

    /// The index paths of the rows shown, in no particular order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        engine.visibleIndexPaths(kind: nil)
    }

    /// The selected row with the lowest index path, or `nil` when none is selected.
    open var indexPathForSelectedRow: IndexPath? { engine.selection.paths.min() }

    /// The selected rows, or `nil` when none is. UIKit promises no order; the stand-in gives the
    /// order in which they were selected.
    open var indexPathsForSelectedRows: [IndexPath]? {
        let paths = engine.selection.paths
        return paths.isEmpty ? nil : paths
    }

    /// The header view of `section`, if it is shown.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.visible[.supplementary(TableGeometry.headerKind, IndexPath(row: 0, section: section))] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`, if it is shown.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.visible[.supplementary(TableGeometry.footerKind, IndexPath(row: 0, section: section))] as? UITableViewHeaderFooterView
    }

    // MARK: Selecting and scrolling

    /// Selects the row at `indexPath` (beside the selected rows where
    /// ``allowsMultipleSelection``, in their place otherwise), or with `nil` deselects every
    /// row; then scrolls it to `scrollPosition`, where `.none` scrolls nothing. The delegate hears
    /// nothing of it, as in UIKit. A path that names no row selects nothing.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return engine.deselectAll(animated: animated) }
        engine.select(indexPath, keepingOthers: allowsMultipleSelection, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, scrolling nothing; the delegate hears nothing of it.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        engine.deselect(indexPath, animated: animated)
    }

    /// Scrolls the row at `indexPath` to `scrollPosition`, no further than the content's ends.
    /// A row of `NSNotFound` names its section (say, one without rows). A section or row that
    /// does not exist raises UIKit's `NSRangeException`.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard engine.isScrollTarget(indexPath, exceptionName: "NSRangeException", allowsNoItem: true) else { return }
        let target = indexPath.row == NSNotFound ? rect(forSection: indexPath.section) : rectForRow(at: indexPath)
        engine.scroll(toShow: target, vertical: scrollPosition.alignment, horizontal: nil)
    }

    // MARK: Batch updates
    // Inside `performBatchUpdates(_:completion:)` the operations are recorded and performed
    // together when the block returns; an operation outside it is a batch of its own.

    /// Runs `updates`, in which the data source changes and the operations describe the change,
    /// then checks the operations against the counts before the batch and those the data
    /// source reports after it, raising UIKit's exception for a broken rule, and performs them.
    /// `completion` runs when the animation has ended, on the run loop: with `false` when
    /// `reloadData()` cut it short.
    @available(iOS 11.0, *)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.performBatchUpdates(updates, completion: completion)
    }

    /// Inserts sections, at their indexes after the batch.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, at their indexes before the batch.
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section from its index before the batch to its index after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.record { $0.movedSections.append((section, newSection)) }
    }

    /// Reloads sections, at their indexes before the batch: their cells and views are replaced.
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.record { $0.reloadedSections.formUnion(sections) }
    }

    /// Inserts rows, at their paths after the batch.
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.record { $0.insertItems(indexPaths) }
    }

    /// Deletes rows, at their paths before the batch.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.record { $0.deleteItems(indexPaths) }
    }

    /// Moves a row from its path before the batch to its path after it.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.record { $0.moveItem(from: indexPath, to: newIndexPath) }
    }

    /// Reloads rows, at their paths before the batch: their cells are replaced.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.record { $0.reloadItems(indexPaths) }
    }

    /// Reconfigures rows, at their paths before the batch: the data source is asked for the
    /// cell of each shown one again, and must return the cell shown, dequeued with its own
    /// reuse identifier.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        engine.record { $0.reconfigureItems(indexPaths) }
    }

    // MARK: Reloading and layout

    /// Throws away every cell and view, and reads the counts from the data source at once.
    /// Animations running end with `false`.
    open func reloadData() {
        engine.reloadData()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        engine.layout()
    }

    open override var frame: CGRect {
        didSet { if frame.width != oldValue.width { geometryDidChange() } }
    }

    /// Forgets where everything lies, the measured row heights included.
    private func geometryDidChange() {
        cachedGeometry = nil
        carriedRowHeights = [:]
        setNeedsLayout()
    }

    /// Where everything lies, for the counts the table view holds.
    private var geometry: TableGeometry {
        if let cachedGeometry { return cachedGeometry }
        let counts = engine.loadedCounts
        // Reading the counts may have thrown the cache away; it is rebuilt below either way.
        let geometry = TableGeometry(
            counts: counts, width: bounds.width, estimate: resolvedEstimatedRowHeight,
            measured: carriedRowHeights, rowHeight: measuredRowHeight,
            headerHeight: { Self.resolved(self.delegate?.tableView(self, heightForHeaderInSection: $0) ?? self.sectionHeaderHeight, automatic: 28) },
            footerHeight: { Self.resolved(self.delegate?.tableView(self, heightForFooterInSection: $0) ?? self.sectionFooterHeight, automatic: 28) })
        cachedGeometry = geometry
        carriedRowHeights = [:]
        return geometry
    }

    /// The height of the row at `path`, asked of the delegate (or ``rowHeight``).
    private func measuredRowHeight(_ path: IndexPath) -> CGFloat {
        Self.resolved(delegate?.tableView(self, heightForRowAt: path) ?? rowHeight, automatic: 44)
    }

    /// The height counted for rows not measured; zero for none.
    private var resolvedEstimatedRowHeight: CGFloat {
        Self.resolved(estimatedRowHeight, automatic: 44)
    }

    private static func resolved(_ height: CGFloat, automatic: CGFloat) -> CGFloat {
        height == automaticDimension ? automatic : max(0, height)
    }
}

extension UITableView: ListEngineHost {
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
    }

    func viewFromDataSource(for element: ListElement) -> UIView? {
        let section = element.indexPath.section
        switch element.kind {
        case nil:
            return dataSource?.tableView(self, cellForRowAt: element.indexPath)
        case TableGeometry.headerKind:
            return delegate?.tableView(self, viewForHeaderInSection: section)
                ?? titleView(dataSource?.tableView(self, titleForHeaderInSection: section))
        default:
            return delegate?.tableView(self, viewForFooterInSection: section)
                ?? titleView(dataSource?.tableView(self, titleForFooterInSection: section))
        }
    }

    /// The view UIKit makes for a section title.
    private func titleView(_ title: String?) -> UIView? {
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    func accept(_ view: UIView?, for element: ListElement, dequeued: UIView?, existing: UIView?) -> UIView? {
        guard let view else { return nil }
        if let existing, view !== existing, dequeued == nil || dequeued === existing {
            UIKitException.raise(
                "the cell returned from -tableView:cellForRowAtIndexPath: for the reconfigured row at index path "
                    + "(\(element.indexPath.uikitDescription)) is not its existing cell",
                from: self)
        }
        return view
    }

    func layoutElements(in rect: CGRect) -> [(element: ListElement, frame: CGRect)] {
        // Taken out of the cache while the delegate measures rows, so that a delegate reading
        // the table meets no access in progress; once the cache lets go of it, the geometry is
        // changed in place, not copied.
        var measuring = geometry
        cachedGeometry = nil
        let elements = measuring.elements(in: rect, measuring: measuredRowHeight)
        cachedGeometry = measuring
        return elements
    }

    func layoutContentSize() -> CGSize {
        CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    func countsDidChange(by mapping: UpdateMapping?) {
        let geometry = cachedGeometry
        let carried = carriedRowHeights
        cachedGeometry = nil
        carriedRowHeights = [:]
        // Without estimates every row is measured again anyway.
        guard let mapping, resolvedEstimatedRowHeight != 0 else { return }
        for (section, measurements) in geometry?.measurements ?? carried {
            for measurement in measurements {
                guard let path = mapping.indexPathAfter(IndexPath(row: measurement.row, section: section)) else { continue }
                carriedRowHeights[path.section, default: []].append(.init(row: path.row, height: measurement.height, isCarried: true))
            }
        }
        // Moves can put rows out of order.
        for section in carriedRowHeights.keys { carriedRowHeights[section]?.sort { $0.row < $1.row } }
    }
}
