#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource
import ReelDiff

extension ListContent {
    /// Performs `update` on a UIKit list, as both lists' wrappers do: with `animated` (else
    /// inside `UIView.performWithoutAnimation`), `performBatch` runs the list's own
    /// `performBatchUpdates(_:completion:)`, whose block calls `commit` and then tells
    /// `operations` the update, its updated items split by ``UpdatedItems``: with
    /// `reconfigures`, those among `shownOrSelected` (the paths of the list's shown cells and
    /// selected items) are reconfigured where their cell class stays. The classes before the
    /// batch are read before it starts, from the content as it is then.
    func performBatchUpdates(
        _ update: PreparedListUpdate, animated: Bool, reconfigures: Bool, shownOrSelected: [IndexPath],
        operations: some BatchOperationList,
        performBatch: (_ updates: @escaping () -> Void, _ completion: @escaping (Bool) -> Void) -> Void,
        commit: () -> Void, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let candidates = reconfigures ? update.updatedItems(among: shownOrSelected) : []
        let classesBefore = candidates.map { cellClass(at: IndexPath($0.path)) }
        let countsBefore = candidates.isEmpty ? [] : counts
        // UIKit runs the updates block before performBatchUpdates returns.
        withoutActuallyEscaping(commit) { commit in
            UIView.perform(animated: animated) {
                performBatch({
                    MainActor.assumeIsolated {
                        commit()
                        let updated = UpdatedItems(
                            update, candidates: candidates, classesBefore: classesBefore, countsBefore: countsBefore,
                            contentAfter: self)
                        operations.performOperations(
                            of: update.indexPaths, reconfigured: updated.reconfigured, reloaded: updated.reloaded)
                    }
                }, { finished in
                    MainActor.assumeIsolated { completion(finished) }
                })
            }
        }
    }
}
#endif
