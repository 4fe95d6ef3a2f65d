import ReelDataSource
import ReelTestSupport
import ReelUI
import Testing

/// When animating is pointless, the data source reloads.
@MainActor
@Suite struct ReloadFallbackTests {
    @Test("above the reload threshold the list reloads instead of animating")
    func reloadsAboveTheThreshold() async {
        let harness = ListHarness(configuration: DataSourceConfiguration(reloadThreshold: 2))
        await harness.show([section(0, [1, 2, 3])])
        let reloads = harness.collectionView.counters.reloads
        let batches = harness.collectionView.counters.batchUpdates

        await harness.show([section(0, [1, 2, 3, 4, 5])])  // 2 changes: animated
        #expect(harness.collectionView.counters.batchUpdates == batches + 1)
        #expect(harness.collectionView.counters.reloads == reloads)

        let target = [section(0, [5, 4, 3, 2, 1, 0])]  // 5 changes: reloaded
        await harness.show(target)
        harness.expectShows(target)
        #expect(harness.collectionView.counters.batchUpdates == batches + 1)
        #expect(harness.collectionView.counters.reloads == reloads + 1)
    }

    @Test("a list outside a window reloads, and the update completes at once")
    func reloadsOutsideAWindow() {
        let harness = ListHarness(inWindow: false)
        var completed = false
        let target = [section(0, [1, 2]), section(1, [3])]
        harness.dataSource.apply(target) { completed = true }
        #expect(completed)
        #expect(harness.collectionView.counters.batchUpdates == 0)
        #expect(harness.dataSource.sections == target)
        #expect(harness.collectionView.numberOfSections == 2)
    }

    @Test("an unanimated apply reloads")
    func unanimatedApplyReloads() async {
        let harness = ListHarness()
        await harness.show([section(0, [1, 2])])
        let batches = harness.collectionView.counters.batchUpdates
        await harness.show([section(0, [2, 1, 3])], animated: false)
        harness.expectShows([section(0, [2, 1, 3])])
        #expect(harness.collectionView.counters.batchUpdates == batches)
    }
}
