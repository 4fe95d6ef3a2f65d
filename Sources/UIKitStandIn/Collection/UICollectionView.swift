import Foundation

/// Stand-in for UIKit's `UICollectionView`, behaving as UIKit does for what a data source, a
/// delegate and their owner use: counts cached from the data source, cells and supplementary
/// views dequeued by reuse identifier only for the visible bounds, batch updates checked
/// against UIKit's rules (a broken one raises UIKit's exception), reconfigured cells kept,
/// completions at the end of the animation, on the run loop, a selection that follows batch
/// updates, and scrolling to an item.
///
/// Nothing animates: `animated` arguments change nothing but how UIKit would draw the change,
/// and the collection view reaches at once the state UIKit reaches at the animation's end.
@MainActor
open class UICollectionView: UIScrollView {
    /// The kinds of element a layout places.
    public enum ElementCategory: UInt, @unchecked Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The kind UIKit names cells by in its exceptions.
    static let cellKind = "UICollectionElementKindCell"

    /// Where the items come from; held weakly. Setting it throws away what is shown.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { engine.dataSourceDidChange() }
    }

    /// What hears of a person's selection, and, where it is a
    /// ``UICollectionViewDelegateFlowLayout``, gives a flow layout its sizes; held weakly.
    /// Setting it invalidates the layout.
    open weak var delegate: (any UICollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// Whether a person can select items. Where it is `false`,
    /// ``selectItem(at:animated:scrollPosition:)`` and ``deselectItem(at:animated:)`` change
    /// nothing either.
    open var allowsSelection = true

    /// Whether several items can be selected at once: a person's tap on a selected item
    /// deselects it, and selecting an item keeps the others. Otherwise selecting an item
    /// deselects the others.
    open var allowsMultipleSelection = false

    /// Whether cells are prepared before they scroll into view (UIKit's cell prefetching);
    /// `true` by default. Accepted but not modelled: the stand-in makes cells only for the
    /// visible bounds, as UIKit does with prefetching off.
    @available(iOS 10.0, *)
    open var isPrefetchingEnabled = true

    /// The layout placing the cells and supplementary views.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            adopt(collectionViewLayout)
        }
    }

    lazy var engine = ListEngine(host: self, vocabulary: .collectionView, readsCountsOnReload: false)
    private var laidOutWidth: CGFloat?

    /// Creates a collection view with `frame` laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// The stand-in decodes no collection views.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates a collection view with a zero frame and an empty layout.
    public required convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        layout.collectionView = self
        layout.invalidateLayout()
    }

    // MARK: Registering and dequeuing

    /// Registers `cellClass` for cells dequeued with `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        engine.register(cellClass, category: Self.cellKind, identifier: identifier)
    }

    /// Registers `viewClass` for supplementary views of `elementKind` dequeued with `identifier`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        engine.register(viewClass, category: elementKind, identifier: identifier)
    }

    /// A cell for the item at `indexPath`, for the data source to configure and return: the
    /// reconfigured item's own cell, else a reused one, else a new one. Call it only when
    /// asked for a cell, once.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if !engine.isRequesting(category: nil) { raiseUnrequestedDequeue() }
        guard let cell = engine.dequeue(category: Self.cellKind, identifier: identifier) as? UICollectionViewCell else {
            UIKitException.raise(
                "could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier or connect a prototype cell in a storyboard",
                from: self)
            return UICollectionViewCell()
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, for the data source to configure
    /// and return. Call it only when asked for a supplementary view, once.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if !engine.isRequesting(category: elementKind) { raiseUnrequestedDequeue() }
        guard let view = engine.dequeue(category: elementKind, identifier: identifier) as? UICollectionReusableView else {
            UIKitException.raise(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier or connect a prototype cell in a storyboard",
                from: self)
            return UICollectionReusableView()
        }
        return view
    }

    private func raiseUnrequestedDequeue() {
        UIKitException.raise(
            "Expected dequeued view to be returned to the collection view in preparation for display. When the collection "
                + "view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued "
                + "and returned to the collection view. Avoid dequeuing views without a request from the collection view. For "
                + "retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or "
                + "-[UICollectionView supplementaryViewForElementKind:atIndexPath:].",
            from: self)
    }

    // MARK: Reading

    /// The number of sections, as the collection view last read them from its data source.
    open var numberOfSections: Int { engine.loadedCounts.count }

    /// The number of items in `section`, as the collection view last read them.
    open func numberOfItems(inSection section: Int) -> Int {
        engine.numberOfItems(inSection: section)
    }

    /// Where the layout puts the item at `indexPath`, shown or not.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where the layout puts the supplementary view of `kind` at `indexPath`, shown or not.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The index path of `cell`, if it is shown.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        engine.indexPath(ofCell: cell)
    }

    /// The cell of the item at `indexPath`, if it is shown.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine.visible[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The cells shown, as of the last layout pass.
    open var visibleCells: [UICollectionViewCell] { engine.visibleViews(kind: nil) }

    /// The index paths of the cells shown, in no particular order.
    open var indexPathsForVisibleItems: [IndexPath] {
        engine.visibleIndexPaths(kind: nil)
    }

    /// The selected items, or `nil` when none is. UIKit promises no order; the stand-in gives the
    /// order in which they were selected.
    open var indexPathsForSelectedItems: [IndexPath]? {
        let paths = engine.selection.paths
        return paths.isEmpty ? nil : paths
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is shown.
    @available(iOS 9.0, *)
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        engine.visible[.supplementary(elementKind, indexPath)] as? UICollectionReusableView
    }

    /// The supplementary views of `elementKind` shown.
    @available(iOS 9.0, *)
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        engine.visibleViews(kind: elementKind)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in no particular order.
    @available(iOS 9.0, *)
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        engine.visibleIndexPaths(kind: elementKind)
    }

    // MARK: Selecting and scrolling

    /// Selects the item at `indexPath` (beside the selected items where
    /// ``allowsMultipleSelection``, in their place otherwise), or with `nil` deselects every
    /// item; then scrolls it to `scrollPosition`, where the empty set scrolls nothing. The
    /// delegate hears nothing of it, as in UIKit. A path that names no item selects nothing.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return engine.deselectAll(animated: animated) }
        engine.select(indexPath, keepingOthers: allowsMultipleSelection, animated: animated)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate hears nothing of it.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        engine.deselect(indexPath, animated: animated)
    }

    /// Scrolls the item at `indexPath` to `scrollPosition` where the layout places it, no further
    /// than the content's ends (a vertical flow layout's content is as wide as the view, so it
    /// does not scroll sideways). A section or item that does not exist raises UIKit's
    /// exception; so do two options of one axis, in the stand-in's words.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {
        guard engine.isScrollTarget(indexPath, exceptionName: "NSInternalInconsistencyException") else { return }
        guard !scrollPosition.combinesExclusiveOptions else {
            return UIKitException.raise(
                "UICollectionView.ScrollPosition combines options of one axis, which are mutually exclusive: top, "
                    + "centeredVertically and bottom; left, centeredHorizontally and right.",
                name: "NSInvalidArgumentException", from: self)
        }
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        engine.scroll(toShow: frame, vertical: scrollPosition.vertical, horizontal: scrollPosition.horizontal)
    }

    // MARK: Batch updates
    // Inside `performBatchUpdates(_:completion:)` the operations are recorded and performed
    // together when the block returns; an operation outside it is a batch of its own.

    /// Runs `updates`, in which the data source changes and the operations describe the change,
    /// then checks the operations against the counts before the batch and those the data
    /// source reports after it, raising UIKit's exception for a broken rule, and performs them.
    /// A collection view that never read its counts reads them first, from the data source as
    /// it is then. `completion` runs when the animation has ended, on the run loop: with
    /// `false` when `reloadData()` cut it short.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.performBatchUpdates(updates, completion: completion)
    }

    /// Inserts sections, at their indexes after the batch.
    open func insertSections(_ sections: IndexSet) {
        engine.record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections, at their indexes before the batch.
    open func deleteSections(_ sections: IndexSet) {
        engine.record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section from its index before the batch to its index after it.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.record { $0.movedSections.append((section, newSection)) }
    }

    /// Reloads sections, at their indexes before the batch: their cells and supplementary
    /// views are replaced.
    open func reloadSections(_ sections: IndexSet) {
        engine.record { $0.reloadedSections.formUnion(sections) }
    }

    /// Inserts items, at their paths after the batch.
    open func insertItems(at indexPaths: [IndexPath]) {
        engine.record { $0.insertItems(indexPaths) }
    }

    /// Deletes items, at their paths before the batch.
    open func deleteItems(at indexPaths: [IndexPath]) {
        engine.record { $0.deleteItems(indexPaths) }
    }

    /// Moves an item from its path before the batch to its path after it.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.record { $0.moveItem(from: indexPath, to: newIndexPath) }
    }

    /// Reloads items, at their paths before the batch: their cells are replaced.
    open func reloadItems(at indexPaths: [IndexPath]) {
        engine.record { $0.reloadItems(indexPaths) }
    }

    /// Reconfigures items, at their paths before the batch: the data source is asked for the
    /// cell of each shown one again, and its dequeue hands back the cell shown, which must be
    /// dequeued with its own reuse identifier (a cell of another class raises).
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        engine.record { $0.reconfigureItems(indexPaths) }
    }

    // MARK: Reloading and layout

    /// Throws away every cell and supplementary view and the counts: the next layout pass (or
    /// count query, or batch update) reads the data source again. Animations running end
    /// with `false`.
    open func reloadData() {
        engine.reloadData()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if laidOutWidth != bounds.width {
            laidOutWidth = bounds.width
            collectionViewLayout.needsPreparation = true
        }
        engine.layout()
    }

    /// The layout, prepared for the current counts.
    private var preparedLayout: UICollectionViewLayout {
        _ = engine.loadedCounts
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout
    }
}

extension UICollectionView: ListEngineHost {
    func countsFromDataSource() -> [Int] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    func viewFromDataSource(for element: ListElement) -> UIView? {
        guard let dataSource else { return nil }
        guard let kind = element.kind else { return dataSource.collectionView(self, cellForItemAt: element.indexPath) }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
    }

    func accept(_ view: UIView?, for element: ListElement, dequeued: UIView?, existing: UIView?) -> UIView? {
        guard let view else { return nil }
        if view !== dequeued {
            if let kind = element.kind {
                UIKitException.raise(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
                        + "\(element.indexPath.uikitDescription)) was not retrieved by calling "
                        + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(view))",
                    from: self)
            } else if view.reuseIdentifierStorage == nil {
                UIKitException.raise(
                    "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
                        + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
                    from: self)
            } else {
                UIKitException.raise(
                    "the cell returned from -collectionView:cellForItemAtIndexPath: for index path "
                        + "(\(element.indexPath.uikitDescription)) is not the cell dequeued for it",
                    from: self)
            }
        }
        let attributes =
            element.kind.map { preparedLayout.layoutAttributesForSupplementaryView(ofKind: $0, at: element.indexPath) }
            ?? preparedLayout.layoutAttributesForItem(at: element.indexPath)
        if let attributes {
            view.frame = attributes.frame
            (view as? UICollectionReusableView)?.apply(attributes)
        }
        return view
    }

    func layoutElements(in rect: CGRect) -> [(element: ListElement, frame: CGRect)] {
        (preparedLayout.layoutAttributesForElements(in: rect) ?? []).map { ($0.element, $0.frame) }
    }

    func layoutContentSize() -> CGSize {
        preparedLayout.collectionViewContentSize
    }

    func countsDidChange(by mapping: UpdateMapping?) {
        collectionViewLayout.invalidateLayout()
    }
}
