import ReelDataSource
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
}
