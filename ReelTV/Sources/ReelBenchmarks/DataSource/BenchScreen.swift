import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff

/// The cell of the data-source benchmarks: it keeps the item it shows, as a real cell keeps
/// its labels' text.
final class BenchCell: UICollectionViewCell {
    /// The identifier the benchmarks' collection views register the cell under.
    static let reuseIdentifier = "BenchCell"

    var item: BenchItem?

    /// A cell of `collectionView` for the item at `indexPath`, showing `item`: what a
    /// collection view's own data source returns.
    @MainActor
    static func dequeue(in collectionView: UICollectionView, at indexPath: IndexPath, showing item: BenchItem) -> BenchCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath) as! BenchCell
        cell.item = item
        return cell
    }

    /// The cell of a `SectionedDataSource` over a `CollectionViewList` for `item`: the
    /// benchmarks' cell provider. The list dequeues it, and reconfigures the cell shown when an
    /// item is updated in place.
    @MainActor
    static func provide(_ list: CollectionViewList, at indexPath: IndexPath, showing item: BenchItem) -> CollectionViewList.Cell {
        CollectionViewList.Cell(BenchCell.self) { cell in cell.item = item }
    }
}

/// A window showing scenario C's sections in a collection view through a data source.
@MainActor
final class BenchScreen {
    let window: UIWindow
    let collectionView: BenchCollectionView
    let dataSource: SectionedDataSource<BenchSection, CollectionViewList>

    /// A screen `rows` rows tall. The data source never falls back to reloading, so the
    /// benchmark measures the animated path however large the change.
    init(rows: Int, showing sections: [BenchSection]) {
        let size = CGSize(width: 40, height: rows)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        collectionView = BenchCollectionView(size: size)
        dataSource = SectionedDataSource(
            list: CollectionViewList(collectionView), configuration: DataSourceConfiguration(reloadThreshold: .max),
            cellProvider: BenchCell.provide)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        dataSource.applyUsingReloadData(sections, completion: nil)
        collectionView.layoutIfNeeded()
    }

    /// How many of the visible cells show an item that is new or changed since `source`.
    func changedCells(since source: [BenchSection]) -> Int {
        var before: [BenchItem.Identity: BenchItem] = [:]
        for section in source {
            for item in section.items { before[item.identity] = item }
        }
        return collectionView.visibleCells.count { cell in
            guard let item = (cell as? BenchCell)?.item else { return false }
            return before[item.identity] != item
        }
    }
}
