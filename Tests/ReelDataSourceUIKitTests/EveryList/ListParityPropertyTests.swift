#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// Random streams of states, in bursts applied without waiting, through the data source to a
/// collection view and a table view at once, through the adapters: each ends at the latest
/// state, and the two perform the same batches, reload alike and show the same rows. On Linux
/// both lists are the UIKit stand-in's, which check every batch with rules written from UIKit's
/// behaviour independently of ReelDiff; on iOS they are UIKit's, whose exceptions end the run.
@MainActor
@Suite struct ListParityPropertyTests {
    /// The moment a list has shown the last state of a burst, for a test to wait for.
    @MainActor
    final class Shown {
        private var shown = false
        private var waiter: CheckedContinuation<Void, Never>?

        func mark() {
            shown = true
            waiter?.resume()
            waiter = nil
        }

        /// Returns once ``mark()`` was called: at once if it was already.
        func wait() async {
            guard !shown else { return }
            await withCheckedContinuation { waiter = $0 }
        }
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(
        "bursts of states break no rule, end at the latest state, and a collection view and a table view perform the same batches and show the same rows",
        .timeLimit(.minutes(10)))
    func burstsAgreeAcrossKinds() async {
        await Fuzz.runAsync(seed: 40_000, cases: 300) { fuzz in
            let options = ListOptions(
                headers: fuzz.chance(0.7), footers: fuzz.chance(0.4),
                configuration: DataSourceConfiguration(
                    reloadThreshold: fuzz.chance(0.2) ? fuzz.int(in: 0...10) : 1_000,
                    offMainActorItemThreshold: fuzz.chance(0.5) ? 0 : 5_000))
            let (collection, table) = (ListKind.uiCollectionView.make(options), ListKind.uiTableView.make(options))
            let lists = [collection, table]
            var stream = StateStream(&fuzz)
            for list in lists { await list.reload(to: stream.current) }
            let reloadsBefore = (collection: collection.reloads, table: table.reloads)
            for _ in 0..<fuzz.int(in: 1...5) {
                // A burst: hundreds of states with no waiting between them, like a fast stream.
                let burst = fuzz.chance(0.3) ? fuzz.int(in: 100...300) : fuzz.int(in: 1...8)
                var states: [(state: [ItemSection], animated: Bool)] = []
                for _ in 0..<burst { states.append((stream.next(&fuzz), fuzz.chance(0.9))) }
                let batchesBefore = lists.map(\.batches.count)
                // Every list gets the whole burst before any of them runs a turn, so each sees
                // the same states arrive at the same moments of its own updates.
                let shown = lists.map { _ in Shown() }
                for index in lists.indices {
                    for (state, animated) in states.dropLast() { lists[index].apply(state, animated: animated, completion: nil) }
                    lists[index].apply(stream.current, animated: states[states.count - 1].animated) { shown[index].mark() }
                }
                if fuzz.chance(0.5) {
                    let offset = fuzz.int(in: 0...collection.maximumContentOffset)
                    for list in lists { list.contentOffset = offset }
                }
                for index in lists.indices {
                    await shown[index].wait()
                    await lists[index].settle()
                }
                for (list, before) in zip(lists, batchesBefore) {
                    // The first state starts at once; the rest coalesce into one diff towards the
                    // latest (or two, when one arrives during an off-main diff), a few stages each.
                    #expect(list.batches.count - before <= 12, "\(list.kind): \(list.batches.count - before) batch updates for a burst of \(burst); \(fuzz)")
                    list.expectShows(stream.current, "\(fuzz)")
                    #expect(list.overlappingBatches == 0, "\(list.kind); \(fuzz)")
                }
                #expect(table.batches == collection.batches, "the table and the collection view performed other batches; \(fuzz)")
                let reloads = (collection: collection.reloads - reloadsBefore.collection, table: table.reloads - reloadsBefore.table)
                #expect(reloads.table == reloads.collection, "the table and the collection view reloaded apart; \(fuzz)")
                #expect(table.screen == collection.screen, "the table and the collection view show other rows; \(fuzz)")
            }
        }
    }
}
#endif
