import Dispatch
import ReelDataSource
import ReelDiff

/// List options whose diffs run off the main actor and wait at a gate: each diff reports its
/// start on `starts`, then waits until the test signals `gate`, so a test decides when each
/// one finishes.
struct GatedDiff {
    let starts: AsyncStream<Void>
    let gate = DispatchSemaphore(value: 0)
    private(set) var options = ListOptions(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0))

    init() {
        let (starts, started) = AsyncStream<Void>.makeStream()
        self.starts = starts
        let gate = gate
        options.diff = { source, target in
            started.yield()
            // Only a failing test leaves a diff waiting: it must not block a thread for good.
            _ = gate.wait(timeout: .now() + .seconds(60))
            return StagedChangeset(source: source, target: target)
        }
    }
}
