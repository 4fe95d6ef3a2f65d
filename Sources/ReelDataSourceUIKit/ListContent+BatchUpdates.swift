#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

extension ListContent {
    /// Performs `update` on a UIKit list, as both lists' wrappers do: with `animated` (else
    /// inside `UIView.performWithoutAnimation`), `performBatch` runs the list's own
    /// `performBatchUpdates(_:completion:)`, whose block calls `commit` and then tells
    /// `operations` the update, its updated items reconfigured where their cell class stays
    /// (and `reconfigures`), reloaded where it changes. The classes before the batch are read
    /// before it starts, from the content as it is then.
    func performBatchUpdates(
        _ update: BatchUpdate, animated: Bool, reconfigures: Bool, operations: some BatchOperationList,
        performBatch: (_ updates: @escaping () -> Void, _ completion: @escaping (Bool) -> Void) -> Void,
        commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let classesBefore = update.updatedItems.map { cellClass(at: IndexPath($0)) }
        let countsBefore = update.updatedItems.isEmpty ? [] : counts
        // UIKit runs the updates block before performBatchUpdates returns.
        withoutActuallyEscaping(commit) { commit in
            UIView.perform(animated: animated) {
                performBatch({
                    MainActor.assumeIsolated {
                        commit()
                        let updated = UpdatedItems(
                            update, reconfigures: reconfigures, classesBefore: classesBefore, countsBefore: countsBefore,
                            contentAfter: self)
                        operations.performOperations(of: update, reconfigured: updated.reconfigured, reloaded: updated.reloaded)
                    }
                }, { finished in
                    MainActor.assumeIsolated { completion(finished) }
                })
            }
        }
    }
}
#endif
