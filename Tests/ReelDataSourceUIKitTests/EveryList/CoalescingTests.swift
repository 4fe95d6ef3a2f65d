#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
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

    @Test("a diff run off the main actor that a newer state overtakes is still shown, then the newer state", arguments: ListKind.allCases)
    func overtakenOffMainDiffIsShown(_ kind: ListKind) async {
        let list = kind.make(ListOptions(configuration: DataSourceConfiguration(offMainActorItemThreshold: 0)))
        await list.show([section(0, [1, 2, 3])])
        let batches = list.batches.count
        list.apply([section(0, [1, 2, 3, 4])], animated: true, completion: nil)
        // The first diff is still running off the main actor; a newer state arrives. What the
        // diff shows is still newer than the screen, and the next diff starts from it.
        let latest = [section(0, [1, 2])]
        list.apply(latest, animated: true, completion: nil)
        await list.show(latest)
        list.expectShows(latest)
        #expect(list.batches.count == batches + 2, "the insert of the overtaken diff, then the deletes towards the latest state")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "the next diff runs off the main actor while the last batch animates; its batch waits for the animation's end",
        .timeLimit(.minutes(10)), .serialized, arguments: ListKind.allCases)
    func nextDiffRunsDuringTheLastAnimation(_ kind: ListKind) async {
        let gated = await GatedDiff.takeTurn()
        let events = EventLog()
        var options = gated.options
        options.configuration.diffTracker = events
        let list = kind.make(options)
        await list.reload(to: [section(0, [1, 2, 3])])
        var diffsStarted = gated.starts.makeAsyncIterator()
        list.apply([section(0, [1, 2, 3, 4])], animated: true) { events.entries.append("first shown") }
        let latest = [section(0, [0, 1, 2, 3, 4])]
        list.apply(latest, animated: true) { events.entries.append("latest shown") }
        await diffsStarted.next()
        gated.gate.signal()
        // The first update's only batch is its last: once it is performed, the next diff
        // starts, before the batch's animation ends and the first state counts as shown.
        await diffsStarted.next()
        await list.settle()
        #expect(events.entries == ["diff started", "diff started", "diff finished", "first shown"])
        #expect(list.batches.count == 1, "the next batch waits for its diff")
        gated.gate.signal()
        await list.waitUntilShown(latest)
        await list.settle()
        list.expectShows(latest)
        #expect(events.entries == ["diff started", "diff started", "diff finished", "first shown", "diff finished", "latest shown"])
        #expect(list.overlappingBatches == 0)
        await gated.endTurn()
    }

    /// What a test sees happen, in order: diffs started and finished off the main actor (the
    /// data source reports both on the main actor), and the completions the test adds.
    private final class EventLog: OffMainActorDiffTracker, @unchecked Sendable {
        // Read and written on the main actor only: the data source calls the tracker there.
        var entries: [String] = []

        func started() { MainActor.assumeIsolated { entries.append("diff started") } }

        func finished() { MainActor.assumeIsolated { entries.append("diff finished") } }
    }

    /// A never-ending stream faster than the diff: every diff waits until the test has applied
    /// a newer state, so whenever a diff finishes a newer state is waiting. Dropping every
    /// overtaken diff would show nothing after the first state; every update is shown to its
    /// end, so the list is never more than two states behind the newest.
    ///
    /// Each waiting diff holds a thread of the concurrency pool (two on a 2-core machine) and
    /// waking the test from `diffsStarted` takes another, so the lists take turns: run side by
    /// side, their waiting diffs held every pool thread and no test woke.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "a stream that overtakes every diff still shows a state at most two states old", .timeLimit(.minutes(10)),
        .serialized, arguments: ListKind.allCases)
    func neverEndingStreamIsShown(_ kind: ListKind) async {
        let gated = await GatedDiff.takeTurn()
        let list = kind.make(gated.options)
        let shownStates = AsyncStream<Int>.makeStream()
        func state(_ number: Int) -> [ItemSection] { [section(0, Array(0...number))] }
        await list.reload(to: state(0))
        var newest = 0
        var newestShown = 0
        func arrive() {
            newest += 1
            let number = newest
            list.apply(state(number), animated: true) {
                newestShown = max(newestShown, number)
                shownStates.continuation.yield(number)
            }
        }

        var diffsStarted = gated.starts.makeAsyncIterator()
        arrive()
        for _ in 0..<30 {
            await diffsStarted.next()
            arrive()  // while the data source diffs
            #expect(newest - newestShown <= 2, "state \(newest) arrived while state \(newestShown) was shown")
            gated.gate.signal()
        }
        #expect(newestShown >= 28, "only state \(newestShown) of \(newest) was shown")

        // The stream stops: the diff towards the newest state is not overtaken, and is shown.
        await diffsStarted.next()
        gated.gate.signal()
        for await shown in shownStates.stream where shown == newest { break }
        await list.settle()
        list.expectShows(state(newest))
        #expect(list.overlappingBatches == 0)
        await gated.endTurn()
    }
}
#endif
