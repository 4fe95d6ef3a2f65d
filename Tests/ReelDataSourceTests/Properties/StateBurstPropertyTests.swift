import ReelDataSource
import ReelDiff
import ReelTestSupport
import ReelUI
import Testing

/// Random streams of states, in bursts applied without waiting, through the data source to a
/// collection view that checks every batch update against UIKit's rules.
@MainActor
@Suite struct StateBurstPropertyTests {
    /// A stream of states: each one a few random edits away from the one before, duplicated
    /// identities included.
    struct StateStream {
        private var ids = SectionedIdentities()
        private(set) var current: [ItemSection] = []

        init(_ fuzz: inout FuzzCase) {
            for _ in 0..<fuzz.int(in: 0...14) { edit(&fuzz) }
        }

        /// The next state.
        mutating func next(_ fuzz: inout FuzzCase) -> [ItemSection] {
            for _ in 0..<fuzz.int(in: 1...4) { edit(&fuzz) }
            return current
        }

        private mutating func edit(_ fuzz: inout FuzzCase) {
            // Without sections most edits do nothing: start by adding some.
            let edit = current.isEmpty ? .insertSection : fuzz.pick(SectionedListEdit.allCases, weight: \.weight)
            edit.perform(on: &current, ids: &ids, &fuzz)
        }
    }

    @Test("bursts of states never break a rule, never overlap, and end showing the latest state")
    func burstsEndAtTheLatestState() async {
        await Fuzz.runAsync(seed: 40_000, cases: 300) { fuzz in
            let columns = fuzz.int(in: 1...3)
            let layout = CollectionLayout(
                sectionStyles: [.list, .grid(columns: columns)].shuffled(using: &fuzz.rng),
                showsSectionHeaders: fuzz.chance(0.7), rowSpacing: fuzz.int(in: 0...1))
            let configuration = DataSourceConfiguration(
                reloadThreshold: fuzz.chance(0.2) ? fuzz.int(in: 0...10) : 1_000,
                offMainActorItemThreshold: fuzz.chance(0.5) ? 0 : 5_000)
            let harness = ListHarness(layout: layout, configuration: configuration)
            var stream = StateStream(&fuzz)
            await harness.show(stream.current, animated: false)
            for _ in 0..<fuzz.int(in: 1...5) {
                let batchesBefore = harness.collectionView.counters.batchUpdates
                // A burst: hundreds of states with no waiting between them, like a fast stream.
                let burst = fuzz.chance(0.3) ? fuzz.int(in: 100...300) : fuzz.int(in: 1...8)
                for _ in 0..<burst {
                    harness.dataSource.apply(stream.next(&fuzz), animated: fuzz.chance(0.9), completion: nil)
                }
                if fuzz.chance(0.5) {
                    harness.collectionView.contentOffset.y = fuzz.int(in: 0...harness.collectionView.maximumContentOffset.y)
                }
                await harness.show(stream.current)
                let batches = harness.collectionView.counters.batchUpdates - batchesBefore
                // The first state starts at once; the rest coalesce into one diff towards the
                // latest (or two, when a stale off-main diff is dropped), a few stages each.
                #expect(batches <= 12, "\(batches) batch updates for a burst of \(burst); \(fuzz)")
                harness.expectShows(stream.current, "\(fuzz)")
                #expect(harness.dataSource.sections == stream.current, "\(fuzz)")
            }
            #expect(harness.collectionView.counters.overlappingBatchUpdates == 0, "\(fuzz)")
        }
    }
}
