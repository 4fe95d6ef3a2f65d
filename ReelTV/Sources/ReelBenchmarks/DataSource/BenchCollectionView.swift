import Foundation
import ReelDataSourceUIKit

/// The collection view of the data-source benchmarks: rows one point tall across its width, of
/// ``BenchCell``s, counting what it is asked to do, as an app's subclass of UIKit's collection
/// view can see it.
@MainActor
final class BenchCollectionView: UICollectionView {
    /// What the collection view did since it was created.
    struct Counters {
        /// Cells dequeued, each to be configured for the item it shows.
        var cellsConfigured = 0
        /// Dequeued cells that had never shown an item: new ones rather than reused.
        var cellsCreated = 0
        /// Outermost batch updates (`performBatchUpdates(_:completion:)` not inside another).
        var batchUpdates = 0
        /// Batch updates begun while an earlier one was still animating (its completion had not
        /// run yet).
        var overlappingBatchUpdates = 0
        /// Calls of `reloadData()`.
        var reloads = 0
    }

    private(set) var counters = Counters()
    /// Batch updates performed and not completed yet.
    private var animatingBatchUpdates = 0
    /// How deep the batch updates running now are nested.
    private var batchUpdateDepth = 0

    /// A collection view `size` points large, one row of `BenchCell` per item.
    convenience init(size: CGSize) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: size.width, height: 1)
        layout.minimumLineSpacing = 0
        self.init(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        register(BenchCell.self, forCellWithReuseIdentifier: BenchCell.reuseIdentifier)
    }

    override func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = super.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        counters.cellsConfigured += 1
        // A reused cell keeps the item it showed until it is configured again.
        if (cell as? BenchCell)?.item == nil { counters.cellsCreated += 1 }
        return cell
    }

    override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard batchUpdateDepth == 0 else {
            // Part of the outer batch update, which UIKit animates as one.
            super.performBatchUpdates(updates, completion: completion)
            return
        }
        counters.batchUpdates += 1
        if animatingBatchUpdates > 0 { counters.overlappingBatchUpdates += 1 }
        animatingBatchUpdates += 1
        batchUpdateDepth += 1
        defer { batchUpdateDepth -= 1 }
        super.performBatchUpdates(updates) { [weak self] finished in
            self?.animatingBatchUpdates -= 1
            completion?(finished)
        }
    }

    override func reloadData() {
        counters.reloads += 1
        super.reloadData()
    }
}
