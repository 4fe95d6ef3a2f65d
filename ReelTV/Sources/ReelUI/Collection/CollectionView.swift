import Foundation

/// A headless `UICollectionView`: sections of self-sizing list or grid rows in a scroll view,
/// cells dequeued by type from a reuse queue, and batch updates checked against UIKit's rules.
///
/// Only the cells of items in or near the visible area exist; scrolling hands cells that
/// leave it to the reuse queue and dequeues them for items that arrive. Batch updates take
/// UIKit's shape: inside ``performBatchUpdates(_:completion:)`` the caller changes its data and
/// names what changed with ``insertItems(at:)``, ``moveSection(_:toSection:)`` and the rest.
/// When the outermost block ends, the batch is checked with ReelUI's own rules, written from
/// UIKit's documented behaviour and independent of any diff, against the counts the
/// collection view held before it and the counts its data source reports after it, exactly
/// where UIKit would throw; a broken rule is reported to ``violationHandler`` in UIKit's words
/// (or stops the program, as the exception would on a phone, when there is no handler).
/// Checking and performing it cost about its operations, its sections, the existing cells and
/// the measured items, not the list's length.
@MainActor
public final class CollectionView: ScrollView {
    /// Where sections, items, cells, headers and footers come from. Held weakly, as in UIKit.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// How sections are arranged. A change lays everything out again on the next pass.
    public var layout: CollectionLayout {
        didSet {
            for section in geometry.indices {
                geometry[section].columns = layout.style(ofSection: section).columns
            }
            setNeedsLayout()
        }
    }

    /// What the collection view did so far.
    public private(set) var counters = CollectionViewCounters()

    /// Receives each broken batch-update rule; the collection view then reloads to stay
    /// consistent with its data source. Without a handler, a broken rule stops the program.
    public var violationHandler: (@MainActor (UpdateRuleViolation) -> Void)?

    /// Receives the operations of each batch update when its block has ended, before they are
    /// checked and performed: for tests and instrumentation that follow what a data source asks
    /// of the collection view.
    public var batchUpdateObserver: (@MainActor (UpdateRecord) -> Void)?

    /// The rules every batch is checked with, on the main actor or ahead of it.
    nonisolated static let rules = UpdateRules(vocabulary: .collectionView)
    /// The operations of the running batch, while its block runs.
    private var batch: UpdateRecord?
    /// The completions of the running batch and of the batches nested in it.
    private var batchCompletions: [@MainActor (Bool) -> Void] = []
    private var geometry: [SectionGeometry] = []
    private var cells: [IndexPath: CollectionViewCell] = [:]
    /// The headers and footers that exist, by section.
    private var sectionViews: [SectionViewPosition: [Int: CollectionSupplementaryView]] = [:]
    private var reuseQueue = ReuseQueue()
    private var registeredTypes: Set<ObjectIdentifier> = []
    /// During a reconfiguration, the view a dequeue of its exact type hands back.
    private var reconfiguredView: CollectionReusableView?
    private var animationsInFlight = 0
    /// The width the measured heights were measured at.
    private var measuredWidth = 0

    /// Creates an empty collection view with `layout`.
    public init(frame: Rect = .zero, layout: CollectionLayout = CollectionLayout()) {
        self.layout = layout
        super.init(frame: frame)
    }

    // MARK: Registration and dequeuing

    /// Registers a cell, header or footer type, so the dequeue methods can create it.
    public func register(_ type: CollectionReusableView.Type) {
        registeredTypes.insert(ObjectIdentifier(type))
    }

    /// A cell of exactly `type` for the item at `indexPath`: the item's own cell when it is being
    /// reconfigured, else one from the reuse queue, else a new one.
    public func dequeueReusableCell<Cell: CollectionViewCell>(_ type: Cell.Type, for indexPath: IndexPath) -> Cell {
        dequeue(type, what: "cell")
    }

    /// A header of exactly `type` for `section`, reused like cells.
    public func dequeueReusableHeader<Header: CollectionSectionHeader>(_ type: Header.Type, for section: Int) -> Header {
        dequeue(type, what: "header")
    }

    /// A footer of exactly `type` for `section`, reused like cells.
    public func dequeueReusableFooter<Footer: CollectionSectionFooter>(_ type: Footer.Type, for section: Int) -> Footer {
        dequeue(type, what: "footer")
    }

    private func dequeue<Reusable: CollectionReusableView>(_ type: Reusable.Type, what: String) -> Reusable {
        counters.dequeued += 1
        if let view = reconfiguredView as? Reusable, Swift.type(of: view) == type {
            reconfiguredView = nil
            return view
        }
        if let view = reuseQueue.dequeue(type) { return view }
        precondition(
            registeredTypes.contains(ObjectIdentifier(type)),
            "could not dequeue a \(what) of type \(type): register it with register(_:) first")
        counters.created += 1
        return type.init()
    }

    // MARK: Reading

    /// The number of sections, as of the last reload or batch update.
    public var numberOfSections: Int { geometry.count }

    /// The number of items in `section`, as of the last reload or batch update.
    public func numberOfItems(inSection section: Int) -> Int { geometry[section].itemCount }

    /// The cell of the item at `indexPath`, if it exists (it is in or near the visible area).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { cells[indexPath] }

    /// The header of `section`, if it exists.
    public func header(forSection section: Int) -> CollectionSupplementaryView? { sectionViews[.header]?[section] }

    /// The footer of `section`, if it exists.
    public func footer(forSection section: Int) -> CollectionSupplementaryView? { sectionViews[.footer]?[section] }

    /// Every existing cell, by its item's path.
    public var existingCells: [IndexPath: CollectionViewCell] { cells }

    /// The paths of the items whose cells overlap the visible area, in order.
    public var visibleItemPaths: [IndexPath] {
        cells.filter { $0.value.frame.intersects(visibleRect) }.keys.sorted()
    }

    /// The frame of the item at `indexPath` in content coordinates, from the last layout pass.
    public func frameForItem(at indexPath: IndexPath) -> Rect {
        geometry[indexPath.section].frame(ofItem: indexPath.item, width: frame.width, columnSpacing: layout.columnSpacing)
    }

    // MARK: Reloading and updating

    /// The name of the interval each batch update records in its window's loop's
    /// ``MainLoop/signposts``.
    public static let batchUpdateSignpost = "batch update"

    /// The name of the interval each reload records in its window's loop's ``MainLoop/signposts``.
    public static let reloadSignpost = "reload"

    /// Discards every cell, header and footer and asks the data source for the counts again.
    /// Inside a batch update's block it throws the batch away, as UIKit does.
    public func reloadData() {
        batch?.reloadsData = true
        let signpost = WorkSignpost(Self.reloadSignpost, in: window?.loop)
        defer { signpost.end() }
        counters.reloads += 1
        for cell in cells.values { reuseQueue.enqueue(cell) }
        for view in sectionViews.values.flatMap(\.values) { reuseQueue.enqueue(view) }
        cells = [:]
        sectionViews = [:]
        let counts = currentCounts()
        geometry = counts.enumerated().map { section, count in
            SectionGeometry(columns: layout.style(ofSection: section).columns, itemCount: count)
        }
        setNeedsLayout()
    }

    /// Performs a batch update, as UIKit's `performBatchUpdates`: runs `updates`, inside which
    /// the caller changes its data source's data and names what changed (``insertItems(at:)``,
    /// ``deleteSections(_:)`` and the rest); when the outermost block ends, checks the batch
    /// against the counts before it and those the data source reports after it, carries the
    /// cells across it, and lays out. A block nested in another's is part of the outer batch.
    ///
    /// A kept item keeps its cell untouched, even when it moves. A reconfigured item whose cell
    /// exists is configured again in place: the data source's dequeue hands back the same cell
    /// when it asks for the same type, and a new one only when the type changed. A reloaded
    /// item, and every item of a reloaded section, gets a new cell. `completion` runs when the
    /// animation ends: after the layout pass of the window's next turn (at once when not in a
    /// window), also for a batch inside ``View/performWithoutAnimation(_:)``, as UIKit calls it
    /// later; with `false` when the block called ``reloadData()``, which throws the batch away.
    public func performBatchUpdates(_ updates: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        if batch != nil {
            updates()
            if let completion { batchCompletions.append(completion) }
            return
        }
        let signpost = WorkSignpost(Self.batchUpdateSignpost, in: window?.loop)
        defer { signpost.end() }
        let countsBefore = beginBatch()
        batch = UpdateRecord()
        batchCompletions = completion.map { [$0] } ?? []
        updates()
        let record = batch!
        let completions = batchCompletions
        batch = nil
        batchCompletions = []
        endBatch(record, countsBefore: countsBefore, checked: nil, completions: completions)
    }

    /// Performs a batch update checked ahead of time, off the main actor: `commit` changes the
    /// data source's data, and the batch's operations are `checked`'s. Otherwise the same as
    /// ``performBatchUpdates(_:completion:)`` with those operations, except that when the
    /// counts before and after are the ones `checked` was checked with, nothing is checked
    /// again: the main actor's work grows with the sections and the cells, not with the
    /// operations. It cannot be part of another batch, since it was checked on its own.
    public func performBatchUpdates(
        _ checked: CheckedBatchUpdate, commit: () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        precondition(batch == nil, "a checked batch update was performed inside another batch update's block")
        let signpost = WorkSignpost(Self.batchUpdateSignpost, in: window?.loop)
        defer { signpost.end() }
        let countsBefore = beginBatch()
        commit()
        endBatch(checked.record, countsBefore: countsBefore, checked: checked, completions: completion.map { [$0] } ?? [])
    }

    private func checkOnMainActor(_ record: UpdateRecord, before: [Int], after: [Int]) throws(UpdateRuleViolation) -> UpdateMapping {
        counters.operationsCheckedOnMainActor += record.operationCount
        return try Self.rules.check(record, before: before, after: after)
    }

    /// Counts a batch that begins; returns the counts before it.
    private func beginBatch() -> [Int] {
        counters.batchUpdates += 1
        if animationsInFlight > 0 { counters.overlappingBatchUpdates += 1 }
        if !View.areAnimationsEnabled { counters.unanimatedBatchUpdates += 1 }
        return geometry.map(\.itemCount)
    }

    /// Checks the batch of `record` (unless `checked` did for the same counts), carries the
    /// cells across it, lays out, and runs `completions` when its animation ends.
    private func endBatch(
        _ record: UpdateRecord, countsBefore: [Int], checked: CheckedBatchUpdate?, completions: [@MainActor (Bool) -> Void]
    ) {
        batchUpdateObserver?(record)
        guard !record.reloadsData else {
            layoutIfNeeded()
            return finishAnimation(completions, finished: false)
        }
        let countsAfter = currentCounts()
        do throws(UpdateRuleViolation) {
            let mapping =
                if let checked, checked.countsBefore == countsBefore, checked.countsAfter == countsAfter {
                    try checked.outcome.get()
                } else {
                    try checkOnMainActor(record, before: countsBefore, after: countsAfter)
                }
            carry(across: mapping, countsAfter: countsAfter)
        } catch {
            report(error)
            reloadData()
        }
        layoutIfNeeded()
        finishAnimation(completions, finished: true)
    }

    /// Inserts `sections` (indexes after the batch).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes `sections` (indexes before the batch).
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads `sections` (indexes before the batch): their items get new cells.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves `section` (before the batch) to `newSection` (after it), with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Inserts the items at `indexPaths` (after the batch).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertItems(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (before the batch).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deleteItems(indexPaths) }
    }

    /// Reloads the items at `indexPaths` (before the batch): they get new cells.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadItems(indexPaths) }
    }

    /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moveItem(from: indexPath, to: newIndexPath) }
    }

    /// Configures the cells of the items at `indexPaths` (before the batch) again, in place
    /// when their type is unchanged; items without a cell are configured when they come into
    /// view.
    ///
    /// Outside a batch update it configures them at once and lays out at the next pass: with
    /// nothing inserted, deleted or moved, nothing else moves.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard batch == nil else {
            batch?.reconfigureItems(indexPaths)
            return
        }
        for path in indexPaths {
            if let cell = cells[path] { configureCell(at: path, replacing: cell) }
        }
        setNeedsLayout()
    }

    /// Records an operation in the running batch, or as a batch of its own, as UIKit does.
    private func record(_ operation: (inout UpdateRecord) -> Void) {
        if batch != nil {
            operation(&batch!)
        } else {
            performBatchUpdates { operation(&batch!) }
        }
    }

    /// Configures the existing headers and footers of `sections` again, in place when their
    /// type is unchanged.
    public func reconfigureSupplementaryViews(ofSections sections: [Int]) {
        for position in SectionViewPosition.allCases {
            for section in sections {
                if let view = sectionViews[position]?[section] { configureSectionView(at: position, of: section, replacing: view) }
            }
        }
        setNeedsLayout()
    }

    private func currentCounts() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    private func report(_ violation: UpdateRuleViolation) {
        guard let violationHandler else {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(violation)'")
        }
        violationHandler(violation)
    }

    /// Moves cells, headers, footers and measured heights to where the batch puts their items.
    ///
    /// This costs about the operations, the cells and the measured items, not the list: each
    /// cell and each measured height asks the mapping where its item went.
    private func carry(across mapping: UpdateMapping, countsAfter: [Int]) {
        let oldCells = cells
        var oldSectionViews = sectionViews
        let oldGeometry = geometry
        cells = [:]
        sectionViews = [:]
        geometry = countsAfter.enumerated().map { section, count in
            SectionGeometry(columns: layout.style(ofSection: section).columns, itemCount: count)
        }
        for (oldSection, newSection) in mapping.sectionsAfter.enumerated() {
            guard let newSection else { continue }
            for position in SectionViewPosition.allCases {
                if let height = oldGeometry[oldSection].height(of: position) { geometry[newSection].setHeight(height, of: position) }
                if let view = oldSectionViews[position]?.removeValue(forKey: oldSection) {
                    sectionViews[position, default: [:]][newSection] = view
                }
            }
        }
        for (oldSection, old) in oldGeometry.enumerated() {
            for (item, height) in old.measuredHeights {
                if let path = mapping.indexPathAfter(IndexPath(item: item, section: oldSection)) {
                    geometry[path.section].setHeight(height, ofItem: path.item)
                }
            }
        }
        // Cells of kept items move with them; reconfigured ones are configured again, in order
        // so that they take cells from the reuse queue the same way every time; the cells of
        // deleted and reloaded items and of deleted or reloaded sections are queued for reuse,
        // and so are their headers and footers.
        var updated: [(path: IndexPath, cell: CollectionViewCell)] = []
        for (old, cell) in oldCells {
            guard let path = mapping.indexPathAfter(old) else {
                reuseQueue.enqueue(cell)
                continue
            }
            if mapping.isReconfigured(old) { updated.append((path, cell)) } else { cells[path] = cell }
        }
        for view in oldSectionViews.values.flatMap(\.values) { reuseQueue.enqueue(view) }
        for (path, cell) in updated.sorted(by: { $0.path < $1.path }) {
            cells[path] = cell
            configureCell(at: path, replacing: cell)
        }
        setNeedsLayout()
    }

    private func finishAnimation(_ completions: [@MainActor (Bool) -> Void], finished: Bool) {
        guard let window else {
            for completion in completions { completion(finished) }
            return
        }
        animationsInFlight += 1
        window.performAfterNextLayoutPass { [weak self] in
            self?.animationsInFlight -= 1
            for completion in completions { completion(finished) }
        }
    }

    // MARK: Configuring

    private func configureCell(at path: IndexPath, replacing old: CollectionViewCell?) {
        guard let dataSource else { return }
        reconfiguredView = old
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        reconfiguredView = nil
        counters.configured += 1
        cell.configureCount += 1
        if let old, old !== cell { reuseQueue.enqueue(old) }
        if cell.superview !== self { addSubview(cell) }
        cells[path] = cell
        measure(cell, at: path)
    }

    private func configureSectionView(at position: SectionViewPosition, of section: Int, replacing old: CollectionSupplementaryView?) {
        guard let dataSource else { return }
        reconfiguredView = old
        let view =
            switch position {
            case .header: dataSource.collectionView(self, headerForSection: section)
            case .footer: dataSource.collectionView(self, footerForSection: section)
            }
        reconfiguredView = nil
        if let old, old !== view { reuseQueue.enqueue(old) }
        guard let view else {
            sectionViews[position]?[section] = nil
            geometry[section].setHeight(0, of: position)
            return
        }
        counters.configured += 1
        view.configureCount += 1
        if view.superview !== self { addSubview(view) }
        sectionViews[position, default: [:]][section] = view
        measure(view, at: position, of: section)
    }

    /// Self-sizing of a header or footer: its fitting height across the collection view's width.
    private func measure(_ view: CollectionSupplementaryView, at position: SectionViewPosition, of section: Int) {
        geometry[section].setHeight(view.sizeThatFits(Size(width: frame.width, height: .max)).height, of: position)
    }

    /// Self-sizing: the cell's fitting height at its column's width; whether it changed.
    @discardableResult
    private func measure(_ cell: CollectionViewCell, at path: IndexPath) -> Bool {
        let width = geometry[path.section].columnWidth(ofItem: path.item, width: frame.width, columnSpacing: layout.columnSpacing)
        let height = cell.sizeThatFits(Size(width: width, height: .max)).height
        guard geometry[path.section].height(ofItem: path.item) != height else { return false }
        geometry[path.section].setHeight(height, ofItem: path.item)
        return true
    }

    // MARK: Layout

    public override func contentOffsetDidChange() {
        setNeedsLayout()
    }

    /// Places every section, hands the cells, headers and footers of what left the area in or near the
    /// visible one to the reuse queue, makes those of what entered it (measuring them, and
    /// placing again when a measurement moved things), and sets frames and the content size.
    public override func layoutSubviews() {
        if frame.width != measuredWidth { remeasure() }
        // A measurement that differs from the estimate moves what follows: place again until
        // no measurement moves anything, or frames, the content size and the area realised
        // would lag behind the heights. A pass that moves things measured an item, header or footer
        // for the first time (measuring again gives the same height), so this ends; the bound
        // only stops cells whose height changes every time they are configured.
        var passesLeft = geometry.reduce(geometry.count + 1) { $0 + $1.itemCount }
        while placeSectionsAndRealise(), passesLeft > 0 {
            passesLeft -= 1
        }
        for (path, cell) in cells {
            cell.frame = frameForItem(at: path)
            counters.laidOut += 1
        }
        for (position, views) in sectionViews {
            for (section, view) in views {
                let rows = geometry[section].frameRows(of: position)
                view.frame = Rect(x: 0, y: rows.lowerBound, width: frame.width, height: rows.count)
                counters.laidOut += 1
            }
        }
    }

    /// Self-sized heights depend on the width (labels wrap), so a new width measures the
    /// existing cells, headers and footers again and forgets the others' heights, as UIKit does when a
    /// collection view's bounds change width.
    private func remeasure() {
        measuredWidth = frame.width
        for section in geometry.indices { geometry[section].forgetMeasurements() }
        for (path, cell) in cells { measure(cell, at: path) }
        for (position, views) in sectionViews {
            for (section, view) in views { measure(view, at: position, of: section) }
        }
    }

    /// One placing pass; whether a measurement changed a height, so things moved.
    private func placeSectionsAndRealise() -> Bool {
        var top = 0
        for section in geometry.indices {
            geometry[section].place(at: top, layout: layout)
            top = geometry[section].bottom
        }
        contentSize = Size(width: frame.width, height: top)
        let margin = layout.prefetchRows
        let rows = visibleRect.minY - margin..<visibleRect.maxY + margin
        var wantedItems: [Int: Range<Int>] = [:]
        var wantedViews: [SectionViewPosition: Set<Int>] = [:]
        // The few sections with something wanted, in order.
        var wantedSections: [Int] = []
        for section in geometry.indices {
            let sectionGeometry = geometry[section]
            var wantsSomething = false
            for position in SectionViewPosition.allCases
            where layout.showsSectionViews(at: position) && sectionGeometry.frameRows(of: position).overlaps(rows) {
                wantedViews[position, default: []].insert(section)
                wantsSomething = true
            }
            let items = sectionGeometry.items(inRows: sectionGeometry.rows(overlapping: rows))
            if !items.isEmpty {
                wantedItems[section] = items
                wantsSomething = true
            }
            if wantsSomething { wantedSections.append(section) }
        }
        // Queue what left before making what entered, as UIKit does, so that the new items get
        // the cells that left instead of new ones: a jump to the other end of a long list
        // creates no cell.
        for (path, cell) in cells where wantedItems[path.section]?.contains(path.item) != true {
            reuseQueue.enqueue(cell)
            cells[path] = nil
        }
        for (position, views) in sectionViews {
            for (section, view) in views where wantedViews[position]?.contains(section) != true {
                reuseQueue.enqueue(view)
                sectionViews[position]?[section] = nil
            }
        }
        var measuredChange = false
        func realiseSectionView(at position: SectionViewPosition, of section: Int) {
            guard wantedViews[position]?.contains(section) == true, sectionViews[position]?[section] == nil else { return }
            let before = geometry[section].height(of: position)
            configureSectionView(at: position, of: section, replacing: nil)
            if geometry[section].height(of: position) != before { measuredChange = true }
        }
        for section in wantedSections {
            realiseSectionView(at: .header, of: section)
            for item in wantedItems[section] ?? 0..<0 {
                let path = IndexPath(item: item, section: section)
                if cells[path] == nil {
                    let before = geometry[section].height(ofItem: item)
                    configureCell(at: path, replacing: nil)
                    if geometry[section].height(ofItem: item) != before { measuredChange = true }
                }
            }
            realiseSectionView(at: .footer, of: section)
        }
        return measuredChange
    }
}

extension CollectionView {
    /// The first item whose cell reaches into the visible area, and how far its top is below
    /// the visible area's top.
    public func topVisibleIndexPath() -> (indexPath: IndexPath, offset: Double)? {
        layoutIfNeeded()
        guard let path = visibleItemPaths.first else { return nil }
        return (path, Double(frameForItem(at: path).minY - contentOffset.y))
    }

    /// Scrolls so the top of the item at `indexPath` is `offset` rows below the visible area's
    /// top; an offset that is not a number of rows (infinite, NaN) keeps the item at the top.
    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        layoutIfNeeded()
        // The layout's rows fit in an Int; so does any offset that could show the item.
        let rows = offset.isFinite ? Int(min(max(offset.rounded(), -Double(1 << 40)), Double(1 << 40))) : 0
        contentOffset.y = frameForItem(at: indexPath).minY - rows
    }
}
