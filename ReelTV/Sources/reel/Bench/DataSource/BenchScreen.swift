import Foundation
import ReelDataSource
import ReelDataSourceReelUI
import ReelDiff
import ReelUI

/// The cell of the data-source benchmarks: it keeps the item it shows, as a real cell keeps
/// its labels' text.
final class BenchCell: CollectionViewCell {
    var item: BenchItem?

    /// A cell of `collectionView` for the item at `indexPath`, showing `item`: the benchmarks' cell
    /// provider.
    @MainActor
    static func dequeue(in collectionView: CollectionView, at indexPath: IndexPath, showing item: BenchItem) -> BenchCell {
        let cell = collectionView.dequeueReusableCell(BenchCell.self, for: indexPath)
        cell.item = item
        return cell
    }
}

/// A window showing scenario C's sections in a collection view through a data source.
@MainActor
final class BenchScreen {
    let window: Window
    let collectionView: CollectionView
    let dataSource: SectionedDataSource<BenchSection, CollectionView>

    /// A screen `rows` rows tall. The data source never falls back to reloading, so the
    /// benchmark measures the animated path however large the change.
    init(rows: Int, showing sections: [BenchSection]) {
        let size = Size(width: 40, height: rows)
        window = Window(traits: TraitCollection(size: size, orientation: .portrait))
        collectionView = CollectionView(frame: Rect(origin: .zero, size: size))
        collectionView.register(BenchCell.self)
        dataSource = SectionedDataSource(
            list: collectionView, configuration: DataSourceConfiguration(reloadThreshold: .max),
            cellProvider: BenchCell.dequeue)
        window.addSubview(collectionView)
        dataSource.applyUsingReloadData(sections, completion: nil)
        collectionView.layoutIfNeeded()
    }

    /// How many of the existing cells show an item that is new or changed since `source`.
    func changedCells(since source: [BenchSection]) -> Int {
        var before: [BenchItem.Identity: BenchItem] = [:]
        for section in source {
            for item in section.items { before[item.identity] = item }
        }
        return collectionView.existingCells.values.count { cell in
            guard let item = (cell as? BenchCell)?.item else { return false }
            return before[item.identity] != item
        }
    }
}
