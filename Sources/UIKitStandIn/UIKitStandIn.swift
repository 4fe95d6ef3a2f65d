import Foundation

// The UIKit declarations ReelDataSourceUIKit uses, with UIKit's signatures and no behaviour
// beyond running batch-update blocks (so a smoke test can follow an update through), so that
// the adapters are type-checked on Linux. Apple platforms compile them against UIKit instead.

/// Stand-in for UIKit's `UIView`.
@MainActor
open class UIView: NSObject {
    /// The window the view is in.
    open var window: UIView? { nil }

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }
}

/// Stand-in for UIKit's `UIScrollView`.
@MainActor
open class UIScrollView: UIView {
    /// The content point at the top-left of the view.
    open var contentOffset: CGPoint = .zero
    /// The content inset the system adds.
    open var adjustedContentInset = UIEdgeInsets()
}

/// Stand-in for UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Sendable {
    /// The top inset.
    public var top: CGFloat = 0
    /// Creates zero insets.
    public init() {}
}

/// Stand-in for UIKit's `UICollectionReusableView`.
@MainActor
open class UICollectionReusableView: UIView {}

/// Stand-in for UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

/// Stand-in for UIKit's `UICollectionViewLayoutAttributes`.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's frame in content coordinates.
    open var frame: CGRect = .zero
}

/// Stand-in for UIKit's `UICollectionViewLayoutInvalidationContext`.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Marks supplementary views for the collection view to ask its data source for again.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {}
}

/// Stand-in for UIKit's `UICollectionViewLayout`.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// Invalidates what `context` names.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {}
}

/// Stand-in for UIKit's `UICollectionViewDataSource`.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

/// Stand-in for UIKit's `UICollectionView`.
@MainActor
open class UICollectionView: UIScrollView {
    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The data source, held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// The layout.
    open var collectionViewLayout = UICollectionViewLayout()
    /// The paths of the visible items.
    open var indexPathsForVisibleItems: [IndexPath] { [] }

    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        nil
    }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func reloadData() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func deleteSections(_ sections: IndexSet) {}
    open func insertSections(_ sections: IndexSet) {}
    open func reloadSections(_ sections: IndexSet) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func deleteItems(at indexPaths: [IndexPath]) {}
    open func insertItems(at indexPaths: [IndexPath]) {}
    open func reconfigureItems(at indexPaths: [IndexPath]) {}
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
}

/// Stand-in for UIKit's `UITableViewCell`.
@MainActor
open class UITableViewCell: UIView {}

/// Stand-in for UIKit's `UITableViewHeaderFooterView`.
@MainActor
open class UITableViewHeaderFooterView: UIView {}

/// Stand-in for UIKit's `UITableViewDataSource`.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// Stand-in for UIKit's `UITableView`.
@MainActor
open class UITableView: UIScrollView {
    /// Stand-in for UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Sendable {
        case automatic
        case none
    }

    /// The data source, held weakly.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The paths of the visible rows.
    open var indexPathsForVisibleRows: [IndexPath]? { nil }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open func rectForRow(at indexPath: IndexPath) -> CGRect { .zero }
    open func reloadData() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func reconfigureRows(at indexPaths: [IndexPath]) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
}

extension IndexPath {
    /// UIKit's collection-view index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// UIKit's table-view index path.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section.
    public var section: Int { self[0] }
    /// The item, in a collection view.
    public var item: Int { self[1] }
    /// The row, in a table view.
    public var row: Int { self[1] }
}
