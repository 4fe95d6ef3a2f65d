import ReelDataSource
import ReelTestSupport
import ReelUI
import Testing

/// A data source's update costs ReelUI's main actor what the cells on screen cost, however
/// long the list: counted in operations checked and cells configured on the main actor, never
/// in time, for the same share of changes to lists of ten thousand and of a hundred thousand
/// items. (A million would take this debug build seconds of diffing on the test pool's
/// threads, where the screen measurements running beside it need them; the library's own
/// counting test goes to a million.)
@MainActor
@Suite(.serialized) struct LargeListUpdateTests {
    /// Ten sections of `count` items in all, item ids from 0.
    nonisolated static func sections(count: Int) -> [ItemSection] {
        (0..<10).map { index in
            let ids = Array(stride(from: index, to: count, by: 10))
            return section(index, ids)
        }
    }

    /// `sections` with 1% of the items changed: every 500th updated, every 500th (another one)
    /// deleted, and as many new items inserted, so the first screen changes in each.
    nonisolated static func edited(_ sections: [ItemSection]) -> [ItemSection] {
        sections.map { section in
            var items: [Item] = []
            items.reserveCapacity(section.items.count)
            for (index, item) in section.items.enumerated() {
                switch index % 500 {
                case 0: items.append(Item(id: item.id, content: 1))
                case 250: items.append(Item(id: -1 - item.id))
                case 251: continue
                default: items.append(item)
                }
            }
            return ItemSection(original: section, items: items)
        }
    }

    /// The initial and the edited sections of a `count`-item list, made off the main actor, so
    /// that the items keep no other test's main actor waiting.
    @concurrent
    nonisolated static func states(count: Int) async -> (initial: [ItemSection], edited: [ItemSection]) {
        let initial = sections(count: count)
        return (initial, edited(initial))
    }

    /// Whether `shown` is `expected`, compared off the main actor.
    @concurrent
    nonisolated static func same(_ shown: [ItemSection], _ expected: [ItemSection]) async -> Bool {
        shown == expected
    }

    /// What the collection view did on the main actor while one update of 1% of a `count`-item
    /// list went from `apply` to its completion.
    func mainActorWork(count: Int) async -> CollectionViewCounters {
        let list = ReelUIList(ListOptions(configuration: DataSourceConfiguration(reloadThreshold: .max)))
        let (initial, edited) = await Self.states(count: count)
        await list.reload(to: initial)
        let before = list.collectionView.counters
        await list.show(edited)
        #expect(list.counts == edited.map(\.items.count))
        #expect(await Self.same(list.dataSource.sections, edited), "the data source shows the edited sections")
        #expect(list.problems.isEmpty, "\(list.problems)")
        var work = list.collectionView.counters
        work.configured -= before.configured
        work.operationsCheckedOnMainActor -= before.operationsCheckedOnMainActor
        work.batchUpdates -= before.batchUpdates
        return work
    }

    @Test("a 1% update of a hundred thousand items checks no operation on the main actor and configures only cells on screen", .timeLimit(.minutes(10)))
    func mainActorWorkDoesNotGrowWithTheList() async {
        let small = await mainActorWork(count: 10_000)
        let large = await mainActorWork(count: 100_000)
        #expect(small.batchUpdates > 0 && large.batchUpdates > 0)
        #expect(large.operationsCheckedOnMainActor == 0, "\(large.operationsCheckedOnMainActor) operations checked on the main actor")
        #expect(small.operationsCheckedOnMainActor == 0, "\(small.operationsCheckedOnMainActor) operations checked on the main actor")
        #expect(large.configured == small.configured, "configured \(large.configured) cells for a hundred thousand items, \(small.configured) for ten thousand")
    }
}
