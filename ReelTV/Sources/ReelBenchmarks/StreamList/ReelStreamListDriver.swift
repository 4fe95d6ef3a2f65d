import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff

/// Reel's data source showing the stream, with the default configuration except that it never
/// falls back to reloading: the benchmark measures the animated path, where a 1% edit of a
/// large list is well above the default threshold of 1,000 changes.
@MainActor
final class ReelStreamListDriver: StreamListDriver {
    private let dataSource: SectionedDataSource<BenchSection, CollectionViewList>
    private(set) var readyNumber = 0

    /// Shows `initial`, reloaded, in `collectionView`.
    init(collectionView: UICollectionView, initial: [BenchSection]) {
        dataSource = SectionedDataSource(
            list: CollectionViewList(collectionView), configuration: DataSourceConfiguration(reloadThreshold: .max),
            cellProvider: BenchCell.provide)
        dataSource.applyUsingReloadData(initial, completion: nil)
    }

    func deliver(_ state: [BenchSection], number: Int) {
        dataSource.apply(state) { [weak self] in
            guard let self else { return }
            readyNumber = max(readyNumber, number)
        }
    }

    var sections: [BenchSection] { dataSource.sections }
}
