import ReelDataSourceUIKit

/// Counts the batch updates and reloads the lists of a run loop's windows make, from the
/// intervals the loop reports: UIKit's lists keep no such counts, so tests read them here.
@MainActor
final class ListUpdateCounter {
    /// Batch updates begun since the counter was installed.
    private(set) var batchUpdates = 0
    /// `reloadData()` calls since the counter was installed.
    private(set) var reloads = 0

    /// Installs the counter as `runLoop`'s interval observer.
    init(observing runLoop: StandInRunLoop) {
        runLoop.intervalObserver = { [weak self] name in
            switch name {
            case StandInRunLoop.batchUpdateInterval: self?.batchUpdates += 1
            case StandInRunLoop.reloadInterval: self?.reloads += 1
            default: break
            }
            return {}
        }
    }
}
