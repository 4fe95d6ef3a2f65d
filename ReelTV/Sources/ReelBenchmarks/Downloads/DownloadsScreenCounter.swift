import ReelDataSourceUIKit

/// Counts what a window showing the downloads screen did, from the moment it is created, as its
/// run loop reports it: the table view's batch updates and reloads (the loop's named intervals
/// of main-actor work), the layout passes, and the views that joined the window.
@MainActor
final class DownloadsScreenCounter {
    private let loop: StandInRunLoop
    private let layoutPassesBefore: Int
    private let viewsJoinedBefore: Int
    private var batchUpdates = 0
    private var reloads = 0

    /// Starts counting on `loop`, taking over its interval observer.
    init(observing loop: StandInRunLoop) {
        self.loop = loop
        layoutPassesBefore = loop.layoutPassCount
        viewsJoinedBefore = loop.viewsJoinedCount
        loop.intervalObserver = { [weak self] name in
            switch name {
            case StandInRunLoop.batchUpdateInterval: self?.batchUpdates += 1
            case StandInRunLoop.reloadInterval: self?.reloads += 1
            default: break
            }
            return {}
        }
    }

    /// What the window did since counting started.
    var counters: DownloadsBenchmarkResult.Counters {
        DownloadsBenchmarkResult.Counters(
            batchUpdates: batchUpdates, reloads: reloads, layoutPasses: loop.layoutPassCount - layoutPassesBefore,
            viewsJoined: loop.viewsJoinedCount - viewsJoinedBefore)
    }
}
