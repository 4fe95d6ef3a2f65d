import ReelDataSource
import ReelTestSupport
import ReelUI
import Testing

/// A data source's update costs ReelUI's main actor what the cells on screen cost, however
/// long the list: counted in operations checked and cells configured on the main actor, never
/// in time, for the same share of changes to lists of ten thousand and of a million items.
@MainActor
@Suite(.serialized) struct MillionItemUpdateTests {
    /// Ten sections of `count` items in all, item ids from 0.
    static func sections(count: Int) -> [ItemSection] {
        (0..<10).map { index in
            let ids = Array(stride(from: index, to: count, by: 10))
            return section(index, ids)
        }
    }

    /// `sections` with 1% of the items changed: every 500th updated, every 500th (another one)
    /// deleted, and as many new items inserted, so the first screen changes in each.
    static func edited(_ sections: [ItemSection]) -> [ItemSection] {
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

    /// What the collection view did on the main actor while one update of 1% of a `count`-item
    /// list went from `apply` to its completion.
    func mainActorWork(count: Int) async -> CollectionViewCounters {
        let list = ReelUIList(ListOptions(configuration: DataSourceConfiguration(reloadThreshold: .max)))
        let initial = Self.sections(count: count)
        await list.reload(to: initial)
        let edited = Self.edited(initial)
        let before = list.collectionView.counters
        await list.show(edited)
        list.expectShows(edited)
        #expect(list.problems.isEmpty, "\(list.problems)")
        var work = list.collectionView.counters
        work.configured -= before.configured
        work.operationsCheckedOnMainActor -= before.operationsCheckedOnMainActor
        work.batchUpdates -= before.batchUpdates
        return work
    }

    @Test("a 1% update of a million items checks no operation on the main actor and configures only cells on screen", .timeLimit(.minutes(3)))
    func mainActorWorkDoesNotGrowWithTheList() async {
        let small = await mainActorWork(count: 10_000)
        let large = await mainActorWork(count: 1_000_000)
        #expect(small.batchUpdates > 0 && large.batchUpdates > 0)
        #expect(large.operationsCheckedOnMainActor == 0, "\(large.operationsCheckedOnMainActor) operations checked on the main actor")
        #expect(small.operationsCheckedOnMainActor == 0, "\(small.operationsCheckedOnMainActor) operations checked on the main actor")
        #expect(large.configured == small.configured, "configured \(large.configured) cells for a million items, \(small.configured) for ten thousand")
    }
}
