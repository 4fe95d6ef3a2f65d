import ReelDataSource
import ReelTestSupport
import Testing

/// How states that arrive while an update runs are coalesced, on every kind of list.
@MainActor
@Suite struct CoalescingTests {
    @Test("a state arriving during an animation waits for it, and only the latest waiting state is shown", arguments: ListKind.allCases)
    func waitingStatesCoalesce(_ kind: ListKind) async {
        let list = kind.make()
        await list.show([section(0, [1, 2, 3])])
        let batches = list.batches.count
        var completed: [String] = []
        list.apply([section(0, [1, 2, 3, 4])], animated: true) { completed.append("first") }
        // The first update is animating: these two wait, and the second replaces the first.
        list.apply([section(0, [1, 2, 3, 4, 5])], animated: true) { completed.append("second") }
        let latest = [section(0, [3, 2, 1])]
        list.apply(latest, animated: true) { completed.append("latest") }
        #expect(list.batches.count == batches + 1, "only the first has started")

        await list.show(latest)
        list.expectShows(latest)
        #expect(completed == ["first", "second", "latest"])
        #expect(list.overlappingBatches == 0)
        // The first update, then one diff from it to the latest state: deletes, then moves.
        #expect(list.batches.count == batches + 2)
    }

    @Test("a diff run off the main actor that a newer state overtakes is dropped", arguments: ListKind.allCases)
    func staleOffMainDiffIsDropped(_ kind: ListKind) async {
        let list = kind.make(ListOptions(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0)))
        await list.show([section(0, [1, 2, 3])])
        let batches = list.batches.count
        list.apply([section(0, [1, 2, 3, 4])], animated: true, completion: nil)
        // The first diff is still running off the main actor; its result will be stale.
        let latest = [section(0, [1, 2])]
        list.apply(latest, animated: true, completion: nil)
        await list.show(latest)
        list.expectShows(latest)
        #expect(list.batches.count == batches + 1, "only the diff to the latest state")
    }
}
