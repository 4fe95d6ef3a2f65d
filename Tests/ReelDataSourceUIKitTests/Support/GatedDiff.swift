#if UIKIT_LISTS
import Dispatch
import ReelDataSource
import ReelDiff
import ReelTestSupport

/// List options whose diffs run off the main actor and wait at a gate: each diff reports its
/// start on `starts`, then waits until the test signals `gate`, so a test decides when each
/// one finishes; `finishes` reports each diff's changeset in the data source's hands, which a
/// test awaits before it lets the run loop settle (the run loop does not know of the diff). Only one test at a time may use gated diffs (see ``GatedDiffTurns``): make
/// them with ``takeTurn()`` and call ``endTurn()`` when done.
struct GatedDiff {
    let starts: AsyncStream<Void>
    let finishes: AsyncStream<Void>
    let gate = DispatchSemaphore(value: 0)
    private(set) var options = ListOptions(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0))

    /// Gated diffs for a test, once no other test is using any.
    static func takeTurn() async -> GatedDiff {
        await GatedDiffTurns.shared.take()
        return GatedDiff()
    }

    /// Lets the next test use gated diffs.
    func endTurn() async {
        await GatedDiffTurns.shared.end()
    }

    private init() {
        let (starts, started) = AsyncStream<Void>.makeStream()
        self.starts = starts
        let (finishes, finished) = AsyncStream<Void>.makeStream()
        self.finishes = finishes
        options.configuration.diffTracker = FinishReporter(finishes: finished)
        let gate = gate
        options.diff = { source, target in
            started.yield()
            // Only a failing test leaves a diff waiting: it must not block a thread for good.
            _ = gate.wait(timeout: .now() + .seconds(60))
            return StagedChangeset(source: source, target: target)
        }
    }

    /// Reports the end of each diff the data source runs off the main actor.
    private struct FinishReporter: OffMainActorDiffTracker {
        let finishes: AsyncStream<Void>.Continuation

        func started() {}

        func finished() { finishes.yield() }
    }
}
#endif
