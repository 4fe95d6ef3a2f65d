import Dispatch
import ReelDataSource
import ReelDiff
import ReelTestSupport
import ReelUI
import Testing

/// How states that arrive while an update runs are coalesced.
@MainActor
@Suite struct CoalescingTests {
    @Test("a state arriving during an animation waits for it, and only the latest waiting state is shown")
    func waitingStatesCoalesce() async {
        let harness = ListHarness()
        await harness.show([section(0, [1, 2, 3])])
        let batches = harness.collectionView.counters.batchUpdates
        var completed: [String] = []
        harness.dataSource.apply([section(0, [1, 2, 3, 4])]) { completed.append("first") }
        // The first update is animating: these two wait, and the second replaces the first.
        harness.dataSource.apply([section(0, [1, 2, 3, 4, 5])]) { completed.append("second") }
        let latest = [section(0, [3, 2, 1])]
        harness.dataSource.apply(latest) { completed.append("latest") }
        #expect(harness.collectionView.counters.batchUpdates == batches + 1, "only the first has started")

        await harness.show(latest)
        harness.expectShows(latest)
        #expect(completed == ["first", "second", "latest"])
        #expect(harness.collectionView.counters.overlappingBatchUpdates == 0)
        // The first update, then one diff from it to the latest state: deletes, then moves.
        #expect(harness.collectionView.counters.batchUpdates == batches + 2)
    }

    @Test("a diff run off the main actor that a newer state overtakes is dropped")
    func staleOffMainDiffIsDropped() async {
        let harness = ListHarness(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0))
        await harness.show([section(0, [1, 2, 3])])
        let batches = harness.collectionView.counters.batchUpdates
        harness.dataSource.apply([section(0, [1, 2, 3, 4])], completion: nil)
        // The first diff is still running off the main actor; its result will be stale.
        let latest = [section(0, [1, 2])]
        harness.dataSource.apply(latest, completion: nil)
        await harness.show(latest)
        harness.expectShows(latest)
        #expect(harness.collectionView.counters.batchUpdates == batches + 1, "only the diff to the latest state")
    }

    /// A never-ending stream faster than the diff: every diff waits until the test has applied
    /// a newer state, so whenever a diff finishes a newer state is waiting. Dropping every
    /// overtaken diff showed nothing after the first state; now an update gives way at most
    /// once in a row, so the list is never more than three states behind the newest.
    @Test("a stream that overtakes every diff still shows a state at most three states old", .timeLimit(.minutes(1)))
    func neverEndingStreamIsShown() async {
        let diffStarts = AsyncStream<Void>.makeStream()
        let gate = DispatchSemaphore(value: 0)
        let harness = ListHarness(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0)) { source, target in
            diffStarts.continuation.yield()
            // Only a failing test leaves a diff waiting: it must not block a thread for good.
            _ = gate.wait(timeout: .now() + .seconds(60))
            return StagedChangeset(source: source, target: target)
        }
        let shownStates = AsyncStream<Int>.makeStream()
        func state(_ number: Int) -> [ItemSection] { [section(0, Array(0...number))] }
        await harness.show(state(0), animated: false)
        var newest = 0
        var newestShown = 0
        func arrive() {
            newest += 1
            let number = newest
            harness.dataSource.apply(state(number)) {
                newestShown = max(newestShown, number)
                shownStates.continuation.yield(number)
            }
        }

        var diffsStarted = diffStarts.stream.makeAsyncIterator()
        arrive()
        for _ in 0..<30 {
            await diffsStarted.next()
            arrive()  // while the data source diffs
            #expect(newest - newestShown <= 3, "state \(newest) arrived while state \(newestShown) was shown")
            gate.signal()
        }
        #expect(newestShown >= 28, "only state \(newestShown) of \(newest) was shown")

        // The stream stops: the diff towards the newest state is not overtaken, and is shown.
        await diffsStarted.next()
        gate.signal()
        for await shown in shownStates.stream where shown == newest { break }
        await harness.window.loop.settle()
        harness.expectShows(state(newest))
        #expect(harness.collectionView.counters.overlappingBatchUpdates == 0)
    }
}
