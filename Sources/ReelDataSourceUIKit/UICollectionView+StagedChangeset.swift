#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

extension UICollectionView {
    /// Animates `stagedChangeset` into the collection view, for a data source of your own:
    /// DifferenceKit's `reload(using:interrupt:setData:)`, with Reel's diff.
    ///
    /// ```swift
    /// let changeset = StagedChangeset(source: seasons, target: newSeasons)
    /// collectionView.reload(using: changeset) { data in seasons = data }
    /// ```
    ///
    /// Each stage is one batch update: `setData` makes the stage's data your data source's,
    /// inside the batch, and the stage's operations follow. Every stage keeps UIKit's rules.
    /// Updated items are reloaded, as DifferenceKit reloads them, since only your data source
    /// knows whether their cells keep their class; `SectionedDataSource` reconfigures them.
    ///
    /// When the collection view is not in a window, or `interrupt` returns `true` for a stage
    /// (say, `{ $0.changeCount > 500 }`), `setData` gets the last stage's data and the
    /// collection view reloads instead.
    public func reload<Data>(
        using stagedChangeset: StagedChangeset<Data>, interrupt: ((Changeset<Data>) -> Bool)? = nil, setData: (Data) -> Void
    ) {
        let reload = StagedReload(stagedChangeset, isInWindow: window != nil, interrupt: interrupt)
        // UIKit runs each batch's block before performBatchUpdates returns.
        withoutActuallyEscaping(setData) { setData in
            for stage in reload.batches {
                performBatchUpdates({
                    setData(stage.data)
                    CollectionViewOperations(collectionView: self).performOperations(of: stage.update, reconfigured: [], reloaded: stage.update.updatedItems.map(IndexPath.init))
                })
            }
        }
        if let data = reload.reloadData {
            setData(data)
            reloadData()
        }
    }
}
#endif
