#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

/// A `UICollectionView` as a list a `SectionedDataSource` drives.
///
/// ```swift
/// let list = CollectionViewList(collectionView)
/// dataSource = SectionedDataSource(list: list) { _, _, episode in
///     .init(EpisodeCell.self) { cell in cell.configure(episode) }
/// }
/// ```
///
/// The providers choose a cell class (or a supplementary view class) and how to configure a
/// view of it; the list registers the class, dequeues a view when UIKit asks for one and
/// configures it. Choosing is cheap and dequeues nothing, so the list can tell an updated
/// item shown (or selected) that keeps its cell class, which it reconfigures (UIKit hands back
/// the cell shown), from one that changes it, which it reloads; an updated item with no cell
/// shown has none to keep, and is reloaded. A section whose own content changed has its
/// shown header, footer and other supplementary views configured again in place (reloaded,
/// should their class change). Headers and footers are the layout's
/// `elementKindSectionHeader` and `elementKindSectionFooter`; any other kind the layout
/// places comes from the provider under `SupplementaryKind` of that name.
///
/// A person's drags (UIKit's interactive movement) reach the data source's `editing` (an
/// `ItemEditing`): an item may be moved when it has a move action and allows it.
///
/// The collection view keeps the data source connected to it for as long as the view lives
/// (UIKit's own `dataSource` property is weak), and the data source keeps the list: a data
/// source the app does not keep, bound to a publisher that completes, goes on showing its
/// sections. The list does not keep the collection view, so releasing the view releases the
/// list and the data source too.
@MainActor
public final class CollectionViewList: BatchUpdatingList {
    /// The collection view, which must still exist: the list does not keep it.
    public var collectionView: UICollectionView {
        guard let weakCollectionView else { preconditionFailure("the collection view of this CollectionViewList was released") }
        return weakCollectionView
    }
    /// Weak: the view keeps the data source, which keeps the list.
    private weak var weakCollectionView: UICollectionView?
    private var content: (any ListContent)?
    /// The object UIKit calls as the data source; UIKit holds it weakly, so the list keeps it.
    private var bridge: CollectionViewBridge?
    private var registered: Set<String> = []
    /// Whether updated items keeping their cell class are reconfigured (iOS 15 and later) rather
    /// than reloaded; tests turn it off to play an older system.
    var reconfiguresItems = UpdatedItems.systemReconfigures
    /// The supplementary kinds UIKit asked for, whose shown views are reconfigured in place.
    private var shownKinds: [String] = []

    /// Wraps `collectionView`; creating a `SectionedDataSource` for it becomes its data source,
    /// which the collection view keeps from then on.
    public init(_ collectionView: UICollectionView) {
        weakCollectionView = collectionView
    }

    public func connect<Section>(_ dataSource: SectionedDataSource<Section, CollectionViewList>) {
        let content = SectionedContent(dataSource: dataSource, list: self)
        self.content = content
        let bridge = CollectionViewBridge(content: content, list: self)
        self.bridge = bridge
        guard let collectionView = weakCollectionView else { return }
        collectionView.dataSource = bridge
        collectionView.keepListDataSource(dataSource)
    }

    public var isInWindow: Bool { weakCollectionView?.window != nil }

    public func reloadData() {
        weakCollectionView?.reloadData()
    }

    public func performBatchUpdates(
        _ update: PreparedListUpdate, animated: Bool, commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard let content else { preconditionFailure("a batch update before a data source was connected") }
        // The view went while the diff ran: nothing shows the batch, and the data source goes on.
        guard let collectionView = weakCollectionView else {
            commit()
            return completion(false)
        }
        content.performBatchUpdates(
            update, animated: animated, reconfigures: reconfiguresItems,
            shownOrSelected: collectionView.indexPathsForVisibleItems + (collectionView.indexPathsForSelectedItems ?? []),
            operations: CollectionViewOperations(collectionView: collectionView),
            performBatch: { [collectionView] in collectionView.performBatchUpdates($0, completion: $1) }, commit: commit,
            completion: completion)
    }

    public func reconfigureSupplementaryViews(ofSections sections: [Int]) {
        guard let content, let collectionView = weakCollectionView else { return }
        let changed = Set(sections)
        var reloaded = IndexSet()
        for kind in shownKinds {
            for indexPath in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind) where changed.contains(indexPath.section) {
                guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) else { continue }
                let choice = content.supplementaryChoice(ofKind: SupplementaryKind(collectionViewElementKind: kind), inSection: indexPath.section)
                // Configured in place: UIKit does not ask its data source again for a
                // supplementary view it shows. Another class, or a view the provider dequeues
                // itself, needs a new view: a reload.
                if case .recipe(let recipe)? = choice, recipe.fits(view) { recipe.configure(view) } else { reloaded.insert(indexPath.section) }
            }
        }
        if !reloaded.isEmpty { collectionView.reloadSections(reloaded) }
    }

    public func topVisibleItem() -> (indexPath: IndexPath, offset: Double)? {
        guard let collectionView = weakCollectionView else { return nil }
        collectionView.layoutIfNeeded()
        guard let first = collectionView.indexPathsForVisibleItems.min(),
            let frame = collectionView.layoutAttributesForItem(at: first)?.frame
        else { return nil }
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        return (first, Double(frame.minY - top))
    }

    public func scrollItem(at indexPath: IndexPath, toOffset offset: Double) {
        guard let collectionView = weakCollectionView, let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame else { return }
        collectionView.contentOffset.y = frame.minY - CGFloat(offset) - collectionView.adjustedContentInset.top
    }

    // MARK: Dequeuing, for the bridge

    /// The view `choice` makes for `indexPath` (of supplementary `kind`, or a cell): a view of
    /// a recipe's class, registered unless it is, dequeued and configured; or the view the
    /// provider dequeues itself.
    func dequeue(_ choice: ViewChoice, ofKind kind: String?, for indexPath: IndexPath) -> UICollectionReusableView {
        if let kind, !shownKinds.contains(kind) { shownKinds.append(kind) }
        switch choice {
        case .recipe(let recipe):
            return dequeue(recipe, ofKind: kind, for: indexPath)
        case .dequeued(let dequeue):
            // The provider's closure was made for a collection view, from a collection view list.
            return dequeue(collectionView, kind, indexPath) as! UICollectionReusableView
        case .title:
            preconditionFailure("a collection view shows no section titles, only views")
        }
    }

    private func dequeue(_ recipe: ViewRecipe, ofKind kind: String?, for indexPath: IndexPath) -> UICollectionReusableView {
        let identifier = recipe.reuseIdentifier
        let view: UICollectionReusableView
        if let kind {
            if registered.insert(kind + "\u{0}" + identifier).inserted {
                collectionView.register(recipe.viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
            view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        } else {
            if registered.insert(identifier).inserted {
                collectionView.register(recipe.viewClass, forCellWithReuseIdentifier: identifier)
            }
            view = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
        recipe.configure(view)
        return view
    }
}
#endif
