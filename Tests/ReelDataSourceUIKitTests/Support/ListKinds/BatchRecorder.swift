#if UIKIT_LISTS
import Foundation
import ReelDataSourceUIKit
import ReelDiff

/// What a recording UIKit list view received: its batch updates as ``BatchUpdate``s (reloaded
/// and reconfigured items both count as updated), its reloads, and batches started while
/// another was animating.
@MainActor
final class BatchRecorder {
    private(set) var batches: [BatchUpdate] = []
    /// The list's section counts after each batch performed with `performBatchUpdates`, by the
    /// batch's index in ``batches``: with the counts before it, what maps the batch.
    private(set) var sectionCountsAfterBatch: [Int: [Int]] = [:]
    private(set) var reloads = 0
    private(set) var overlappingBatches = 0
    /// Batches started with UIKit's animations off (inside `UIView.performWithoutAnimation`).
    private(set) var unanimatedBatches = 0
    /// Every item reloaded so far (at its path before its batch).
    private(set) var reloadedItems: [ItemPath] = []
    /// Every item reconfigured so far (at its path before its batch).
    private(set) var reconfiguredItems: [ItemPath] = []
    private var current: BatchUpdate?
    private var depth = 0
    private var animating = 0

    /// Records one operation: in the batch being performed, or as a batch of its own.
    func record(_ operation: (inout BatchUpdate) -> Void) {
        if current != nil {
            operation(&current!)
        } else {
            var batch = BatchUpdate()
            operation(&batch)
            batches.append(batch.sorted)
        }
    }

    /// A batch starts: returns its completion, wrapped to note when its animation ends.
    func batchStarts(completion: ((Bool) -> Void)?) -> (Bool) -> Void {
        depth += 1
        guard depth == 1 else { return { completion?($0) } }
        if animating > 0 { overlappingBatches += 1 }
        if !UIView.areAnimationsEnabled { unanimatedBatches += 1 }
        animating += 1
        current = BatchUpdate()
        return { [self] finished in
            MainActor.assumeIsolated { animating -= 1 }
            completion?(finished)
        }
    }

    /// The batch's block has run and UIKit has performed it, leaving sections of
    /// `sectionCounts` items.
    func batchEnds(sectionCounts: @autoclosure () -> [Int]) {
        depth -= 1
        guard depth == 0, let batch = current else { return }
        current = nil
        sectionCountsAfterBatch[batches.count] = sectionCounts()
        batches.append(batch.sorted)
    }

    func reloaded() {
        reloads += 1
    }

    /// Records items reloaded in the batch being performed: updated, with new cells.
    func reload(_ paths: [IndexPath]) {
        reloadedItems += paths.map(ItemPath.init)
        record { $0.updatedItems += paths.map(ItemPath.init) }
    }

    /// Records items reconfigured in the batch being performed: updated, in their cells.
    func reconfigure(_ paths: [IndexPath]) {
        reconfiguredItems += paths.map(ItemPath.init)
        record { $0.updatedItems += paths.map(ItemPath.init) }
    }
}
#endif
