/// What a ``CollectionView`` did, counted for tests and benchmarks.
public struct CollectionViewCounters: Hashable, Sendable {
    /// Cells and headers created because the reuse queue had none of the type.
    public var created = 0
    /// Cells and headers handed out by a dequeue call.
    public var dequeued = 0
    /// Cells and headers the data source configured (each call for a cell or header).
    public var configured = 0
    /// Cells and headers given a frame by a layout pass.
    public var laidOut = 0
    /// `reloadData()` calls.
    public var reloads = 0
    /// Batch updates performed.
    public var batchUpdates = 0
    /// Batch updates started while an earlier one was still animating.
    public var overlappingBatchUpdates = 0
    /// Batch updates performed with animations off (inside `View.performWithoutAnimation`).
    public var unanimatedBatchUpdates = 0
    /// Operations checked against the batch-update rules on the main actor, when a batch's
    /// block ended; a batch checked ahead (``CheckedBatchUpdate``) for the counts it met adds
    /// none.
    public var operationsCheckedOnMainActor = 0

    /// Creates zero counters.
    public init() {}
}
