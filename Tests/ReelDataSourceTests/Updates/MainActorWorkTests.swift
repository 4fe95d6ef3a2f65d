import Dispatch
import Foundation
import ReelDataSource
import ReelDiff
import ReelStream
import Testing

/// What the data source does on the main actor for an update grows with the changes and the
/// cells on screen, not with the list: counted in items touched (identities read, items
/// compared) on the main actor, never in time, for the same ten changes to lists of ten
/// thousand and of a million items.
@MainActor
@Suite(.serialized) struct MainActorWorkTests {
    /// Counts the items the main actor touches: each read of an identity and each comparison of
    /// two items, made on the main queue (where the main actor runs its jobs). The diff, off
    /// the main actor, touches every item; none of that is counted.
    enum ItemTouches {
        private static let mainQueue = DispatchSpecificKey<Bool>()
        // Not Synchronization's Atomic, which needs iOS 18: the tests run on iOS 13 too.
        private static let count = Locked(0)

        /// Marks the main queue, so that touches on it can be told from the others.
        static func markMainQueue() { DispatchQueue.main.setSpecific(key: mainQueue, value: true) }

        static func note() {
            guard DispatchQueue.getSpecific(key: mainQueue) == true else { return }
            count.withLock { $0 += 1 }
        }

        static var total: Int { count.withLock { $0 } }
    }

    /// An item whose identity reads and comparisons are counted.
    struct CountedItem: IdentifiableType, Equatable, Sendable {
        let id: Int
        var revision = 0

        var identity: Int {
            ItemTouches.note()
            return id
        }

        static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
            ItemTouches.note()
            return lhs.id == rhs.id && lhs.revision == rhs.revision
        }
    }

    typealias CountedSection = AnimatableSectionModel<Int, CountedItem>

    /// Ten changes around a list of `count` items: one inserted at the top (so every item on
    /// screen moves down a place), others inserted, deleted, moved and updated further down.
    nonisolated static func edited(_ items: [CountedItem]) -> [CountedItem] {
        var items = items
        let count = items.count
        items[count / 10].revision += 1
        items[count / 2].revision += 1
        let moved = items.remove(at: count * 3 / 4)
        items.insert(moved, at: count / 5)
        items.remove(at: count / 3)
        items.remove(at: count * 2 / 3)
        items.insert(CountedItem(id: -1), at: 0)
        items.insert(CountedItem(id: -2), at: count / 4)
        items.insert(CountedItem(id: -3), at: count * 9 / 10)
        items.append(CountedItem(id: -4))
        return items
    }

    /// The items of a `count`-item list, the items edited, and where the item `top` is among
    /// them, made off the main actor, so that a million items keep no other test's main actor
    /// waiting.
    @concurrent
    nonisolated static func states(count: Int, top: Int) async -> (items: [CountedItem], edited: [CountedItem], topAfter: Int) {
        let items = (0..<count).map { CountedItem(id: $0) }
        let edited = edited(items)
        return (items, edited, edited.firstIndex { $0.id == top }!)
    }

    /// The items the main actor touched while one update of a `count`-item list went from
    /// `apply` to its completion, in a data source that keeps the top visible item in place,
    /// with the list scrolled to its middle.
    func itemsTouchedByOneUpdate(count: Int) async -> Int {
        ItemTouches.markMainQueue()
        let top = count / 2 + 1
        let list = FixedTopList(top: (IndexPath(ItemPath(item: top, section: 0)), 0))
        let dataSource = SectionedDataSource<CountedSection, FixedTopList>(
            list: list, configuration: DataSourceConfiguration(reloadThreshold: .max, anchorsTopVisibleItem: true),
            cellProvider: { _, _, _ in () })
        let (items, edited, topAfter) = await Self.states(count: count, top: top)
        await dataSource.applyUsingReloadData([CountedSection(model: 0, items: items)])
        let target = [CountedSection(model: 0, items: edited)]
        let before = ItemTouches.total
        await dataSource.apply(target)
        let touched = ItemTouches.total - before
        #expect(dataSource.sections[0].items.count == count + 2)
        #expect(list.scrolledTo == [IndexPath(ItemPath(item: topAfter, section: 0))], "the top item, where the changes above it put it")
        return touched
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("an update of a million items touches no more items on the main actor than one of ten thousand", .timeLimit(.minutes(10)))
    func mainActorWorkDoesNotGrowWithTheList() async {
        let small = await itemsTouchedByOneUpdate(count: 10_000)
        let large = await itemsTouchedByOneUpdate(count: 1_000_000)
        #expect(large <= small, "the main actor touched \(large) items for a million-item list, \(small) for ten thousand")
        #expect(large <= 100, "the main actor touched \(large) items for ten changes")
    }
}
