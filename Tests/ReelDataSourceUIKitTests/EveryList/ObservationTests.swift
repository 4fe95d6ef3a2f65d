#if UIKIT_LISTS
import Observation
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// A data source applies the sections a screen declares from `@Observable` state, on every
/// kind of list, and applies them again when what they were read from changes.
@MainActor
@Suite struct ObservationTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Observable
    @MainActor
    final class Shelf {
        var items: [Int]
        var title = 0

        init(_ items: [Int]) { self.items = items }
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("the sections declared now are shown, and shown again after a change", arguments: ListKind.allCases)
    func followsChanges(_ kind: ListKind) async {
        let list = kind.make()
        let shelf = Shelf([1, 2])
        list.applyObserving { [shelf] in [section(0, shelf.items)] }
        await list.waitUntilShown([section(0, [1, 2])])
        shelf.items.append(3)
        await list.waitUntilShown([section(0, [1, 2, 3])])
        #expect(list.batches.last?.insertedItems == [ItemPath(item: 2, section: 0)], "\(kind)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("many changes in one main-actor turn are applied once, as their combined state", arguments: ListKind.allCases)
    func coalescesATurn(_ kind: ListKind) async {
        let list = kind.make()
        let shelf = Shelf([1])
        var declarations = 0
        list.applyObserving { [shelf] in
            declarations += 1
            return [section(0, shelf.items, title: shelf.title)]
        }
        await list.waitUntilShown([section(0, [1])])
        let batches = list.batches.count
        shelf.items.append(2)
        shelf.title = 5
        shelf.items.insert(0, at: 0)
        await list.waitUntilShown([section(0, [0, 1, 2], title: 5)])
        #expect(declarations == 2, "\(kind): declared once at first and once for the turn's changes")
        #expect(list.batches.count - batches <= 2, "\(kind): one apply (its section update and its inserts)")
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
    @Test("observing again replaces the earlier declaration", arguments: ListKind.allCases)
    func observingAgain(_ kind: ListKind) async {
        let list = kind.make()
        let first = Shelf([1])
        let second = Shelf([7])
        list.applyObserving { [first] in [section(0, first.items)] }
        await list.waitUntilShown([section(0, [1])])
        list.applyObserving { [second] in [section(0, second.items)] }
        await list.waitUntilShown([section(0, [7])])
        first.items = [1, 2]
        second.items = [7, 8]
        await list.waitUntilShown([section(0, [7, 8])])
        for _ in 0..<10 { await Task.yield() }
        await list.settle()
        list.expectShows([section(0, [7, 8])])
    }
}
#endif
