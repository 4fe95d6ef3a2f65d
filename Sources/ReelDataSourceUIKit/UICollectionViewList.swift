#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// A `UICollectionView` as a list a ``SectionedDataSource`` drives.
///
/// ```swift
/// let list = UICollectionViewList(collectionView)
/// list.register(EpisodeCell.self)
/// dataSource = SectionedDataSource(list: list) { list, path, item in
///     let cell = list.dequeueReusableCell(EpisodeCell.self, for: path)
///     cell.configure(item)
///     return cell
/// }
/// ```
///
/// Cells and headers are registered and dequeued by type. Updated items are reconfigured with
/// `reconfigureItems(at:)`, so UIKit hands the provider the cell already shown; headers are
/// reconfigured in place the same way, by handing back the visible header to a dequeue of its
/// own type.
@MainActor
public final class UICollectionViewList: BatchUpdatingList {
    public typealias Cell = UICollectionViewCell
    public typealias HeaderView = UICollectionReusableView

    /// The collection view.
    public let collectionView: UICollectionView
    /// The object UIKit calls as the data source; UIKit holds it weakly, so the list keeps it.
    private var bridge: AnyObject?
    private var reconfiguredHeader: UICollectionReusableView?

    /// Wraps `collectionView`; creating a ``SectionedDataSource`` for it becomes its data source.
    public init(_ collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Registers a cell type, reused under its type's name.
    public func register(_ type: UICollectionViewCell.Type) {
        collectionView.register(type, forCellWithReuseIdentifier: String(reflecting: type))
    }

    /// Registers a section header type, reused under its type's name.
    public func registerHeader(_ type: UICollectionReusableView.Type) {
        collectionView.register(
            type, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: String(reflecting: type))
    }

    /// A cell of exactly `type` for the item at `path`.
    public func dequeueReusableCell<Cell: UICollectionViewCell>(_ type: Cell.Type, for path: ItemPath) -> Cell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: String(reflecting: type), for: IndexPath(path))
        guard let typed = cell as? Cell else { preconditionFailure("the cell registered as \(type) is a \(Swift.type(of: cell))") }
        return typed
    }

    /// A header of exactly `type` for `section`: the one shown when it is being reconfigured.
    public func dequeueReusableHeader<Header: UICollectionReusableView>(_ type: Header.Type, for section: Int) -> Header {
        if let shown = reconfiguredHeader as? Header, Swift.type(of: shown) == type {
            reconfiguredHeader = nil
            return shown
        }
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: String(reflecting: type),
            for: IndexPath(item: 0, section: section))
        guard let typed = header as? Header else { preconditionFailure("the header registered as \(type) is a \(Swift.type(of: header))") }
        return typed
    }

    public func connect<Section>(_ dataSource: SectionedDataSource<Section, UICollectionViewList>) {
        let bridge = CollectionViewBridge(dataSource: dataSource, list: self)
        self.bridge = bridge
        collectionView.dataSource = bridge
    }

    public var isInWindow: Bool { collectionView.window != nil }

    public func reloadData() {
        collectionView.reloadData()
    }

    public func performBatchUpdates(
        _ update: BatchUpdate, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        // UIKit runs the updates block before performBatchUpdates returns.
        withoutActuallyEscaping(commit) { commit in
            collectionView.performBatchUpdates({ [collectionView] in
                commit()
                collectionView.deleteSections(IndexSet(update.deletedSections))
                collectionView.insertSections(IndexSet(update.insertedSections))
                collectionView.reloadSections(IndexSet(update.updatedSections))
                for move in update.movedSections { collectionView.moveSection(move.source, toSection: move.destination) }
                collectionView.deleteItems(at: update.deletedItems.map(IndexPath.init))
                collectionView.insertItems(at: update.insertedItems.map(IndexPath.init))
                collectionView.reconfigureItems(at: update.updatedItems.map(IndexPath.init))
                for move in update.movedItems { collectionView.moveItem(at: IndexPath(move.source), to: IndexPath(move.destination)) }
            }, completion: { finished in
                MainActor.assumeIsolated { completion(finished) }
            })
        }
    }

    public func reconfigureHeaders(ofSections sections: [Int]) {
        let paths = sections.map { IndexPath(item: 0, section: $0) }
        // Invalidating the headers makes the collection view ask for them again, and the
        // dequeue above hands the provider the header already shown.
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: paths)
        collectionView.collectionViewLayout.invalidateLayout(with: context)
    }

    /// Called by the bridge for the header of `section`, with the header shown there if any.
    func header(
        ofSection section: Int, replacing shown: UICollectionReusableView?,
        makeHeader: () -> UICollectionReusableView?
    ) -> UICollectionReusableView? {
        reconfiguredHeader = shown
        defer { reconfiguredHeader = nil }
        return makeHeader()
    }

    public func topVisibleItem() -> (path: ItemPath, offset: Double)? {
        guard let first = collectionView.indexPathsForVisibleItems.min(),
            let frame = collectionView.layoutAttributesForItem(at: first)?.frame
        else { return nil }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return (ItemPath(first), Double(frame.minY - top))
    }

    public func scrollItem(at path: ItemPath, toOffset offset: Double) {
        guard let frame = collectionView.layoutAttributesForItem(at: IndexPath(path))?.frame else { return }
        collectionView.contentOffset.y = frame.minY - CGFloat(offset) - collectionView.adjustedContentInset.top
    }
}

/// The `UICollectionViewDataSource` UIKit calls: it answers from the data source.
@MainActor
final class CollectionViewBridge<Section: AnimatableSectionModelType & Sendable>: NSObject, UICollectionViewDataSource
where Section.Item: Sendable {
    private let dataSource: SectionedDataSource<Section, UICollectionViewList>
    private unowned let list: UICollectionViewList

    init(dataSource: SectionedDataSource<Section, UICollectionViewList>, list: UICollectionViewList) {
        self.dataSource = dataSource
        self.list = list
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        dataSource.numberOfSections
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dataSource.numberOfItems(inSection: section)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        dataSource.cell(at: ItemPath(indexPath), in: list)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let shown = collectionView.supplementaryView(forElementKind: kind, at: indexPath)
        let header = list.header(ofSection: indexPath.section, replacing: shown) {
            dataSource.header(ofSection: indexPath.section, in: list)
        }
        // UIKit only accepts dequeued views, so a slot without a header is a layout mistake.
        guard let header else {
            preconditionFailure("the layout has a header in section \(indexPath.section), but the header provider returned none")
        }
        return header
    }
}
#endif
