// The named intervals of main-actor work a loop reports to its `intervalObserver`.
extension StandInRunLoop {
    /// The name of the interval each turn reports: from its start to the end of its turn
    /// observers.
    public static let turnInterval = "turn"

    /// The name of the interval each batch update of a collection view or table view reports,
    /// from the call to `performBatchUpdates(_:completion:)` (or to an operation outside one,
    /// which is a batch of its own) to the end of the views' update; nested batches are part
    /// of the outer one.
    public static let batchUpdateInterval = "batch update"

    /// The name of the interval each `reloadData()` of a collection view or table view reports.
    public static let reloadInterval = "reload"

    /// Begins the interval `name` in ``intervalObserver``; returns what ends it, or `nil` when
    /// nothing observes the loop.
    func beginInterval(_ name: String) -> (@MainActor () -> Void)? {
        intervalObserver?(name)
    }
}
