#if UIKIT_STAND_IN  // a person's swipes and drags, which the UIKit stand-in plays and UIKit has no call for
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// A person's deletes and drags hand the app a path that holds the item handed, in the app's
/// state, while updates are in flight and identities repeat: random states drawn from a few
/// identities, every item a content of its own, changed by the app while batch updates animate
/// and diffs run off the main actor.
///
/// Which occurrence is the touched row is the list's own account: after each edit the app
/// leaves its state as it is until the list shows it, and the row the person touched is
/// followed through the batch updates the list performed meanwhile. An identity shown once
/// and held at most once by the app is found wherever the app holds it.
@MainActor
@Suite struct RepeatedIdentityEditPropertyTests {
    /// An app whose state is its sections: it notes what an edit hands it, and acts on it when
    /// the test has looked.
    @MainActor
    final class App<List: PersonEditableList> {
        let list: List
        var state: [ItemSection]
        /// What the latest edit handed over: the item and its paths in the app's state.
        var handed: (item: Item, source: ItemPath, destination: ItemPath?)?

        init(_ list: List, _ state: [ItemSection]) async {
            self.list = list
            self.state = state
            list.dataSource.editing = ItemEditing(
                delete: { [unowned self] item, indexPath in handed = (item, ItemPath(indexPath), nil) },
                move: { [unowned self] item, source, destination in handed = (item, ItemPath(source), ItemPath(destination)) })
            await list.reload(to: state)
            list.allowEditing()
        }

        /// The item at `path` of the app's state, if any.
        func item(at path: ItemPath) -> Item? {
            guard state.indices.contains(path.section), state[path.section].items.indices.contains(path.item) else { return nil }
            return state[path.section].items[path.item]
        }
    }

    /// The random states: items of a few identities, each made with a content no other has.
    struct Items {
        let identities: Int
        private var contents = 0

        init(identities: Int) {
            self.identities = identities
        }

        mutating func make(_ fuzz: inout FuzzCase) -> Item {
            contents += 1
            return Item(id: fuzz.int(in: 0...identities - 1), content: contents)
        }

        /// The app changes its state on its own: inserts, deletes or moves an item, changes
        /// one's content, moves a section or changes a section's own content.
        mutating func change(_ state: inout [ItemSection], _ fuzz: inout FuzzCase) {
            let section = fuzz.int(in: 0...state.count - 1)
            let count = state[section].items.count
            switch fuzz.int(in: 0...6) {
            case 0, 1:
                state[section].items.insert(make(&fuzz), at: fuzz.int(in: 0...count))
            case 2 where count > 0:
                state[section].items.remove(at: fuzz.int(in: 0...count - 1))
            case 3 where count > 0:
                let item = state[section].items.remove(at: fuzz.int(in: 0...count - 1))
                let destination = fuzz.int(in: 0...state.count - 1)
                state[destination].items.insert(item, at: fuzz.int(in: 0...state[destination].items.count))
            case 4 where count > 0:
                let index = fuzz.int(in: 0...count - 1)
                state[section].items[index] = Item(id: state[section].items[index].id, content: make(&fuzz).content)
            case 5:
                let moved = state.remove(at: section)
                state.insert(moved, at: fuzz.int(in: 0...state.count))
            case 6:
                state[section].model.title += 1
            default:
                break
            }
        }
    }

    /// How many items of `sections` have `identity`.
    private static func count(of identity: Int, in sections: [ItemSection]) -> Int {
        sections.reduce(0) { $0 + $1.items.count { $0.id == identity } }
    }

    /// Where the contract puts the item shown at `path` of `shown` in the app's `state`: an
    /// identity shown once and held at most once is that item; otherwise the occurrence the
    /// list carries the row to, `landsAt`, or none when the list removes the row.
    private static func expectedPath(of path: ItemPath, shown: [ItemSection], state: [ItemSection], landsAt: ItemPath?) -> ItemPath? {
        let identity = shown[path.section].items[path.item].id
        guard count(of: identity, in: shown) == 1, count(of: identity, in: state) <= 1 else { return landsAt }
        for (section, model) in state.enumerated() {
            if let item = model.items.firstIndex(where: { $0.id == identity }) { return ItemPath(item: item, section: section) }
        }
        return nil
    }

    private static func isRepeated(_ identity: Int, shown: [ItemSection], state: [ItemSection]) -> Bool {
        count(of: identity, in: shown) > 1 || count(of: identity, in: state) > 1
    }

    private static func describe(_ sections: [ItemSection]) -> String {
        "\(sections.map { $0.items.map(\.description) })"
    }

    /// What the random cases edited.
    struct Edits {
        var all = 0
        /// The edits of a row whose identity was repeated, shown or in the app's state.
        var ofRepeatedIdentities = 0
    }

    /// Runs the random cases on the lists `makeList` makes.
    private func run<List: PersonEditableList>(_ makeList: (ListOptions) -> List, seed: UInt64) async -> Edits {
        var edits = Edits()
        await Fuzz.runAsync(seed: seed, cases: 300) { fuzz in
            let options = ListOptions(
                headers: fuzz.chance(0.5),
                configuration: DataSourceConfiguration(offMainActorItemThreshold: fuzz.chance(0.5) ? 0 : 5_000))
            var items = Items(identities: fuzz.int(in: 2...5))
            let initial = (0..<fuzz.int(in: 1...3)).map { id in
                ItemSection(model: SectionHeader(id: id), items: (0..<fuzz.int(in: 0...6)).map { _ in items.make(&fuzz) })
            }
            let app = await App(makeList(options), initial)
            let list = app.list
            for _ in 0..<24 {
                let shown = list.sections
                let shownPaths = shown.indices.flatMap { section in shown[section].items.indices.map { ItemPath(item: $0, section: section) } }
                var action = fuzz.int(in: 0...5)
                if shownPaths.isEmpty && (2...3).contains(action) { action = 0 }
                switch action {
                case 0, 1:
                    items.change(&app.state, &fuzz)
                    list.apply(app.state, animated: true, completion: nil)
                case 2:
                    let path = shownPaths[fuzz.int(in: 0...shownPaths.count - 1)]
                    let touched = shown[path.section].items[path.item]
                    let (firstBatch, reloads) = (list.batches.count, list.reloads)
                    app.handed = nil
                    guard list.personDeletes(at: path) else { break }
                    edits.all += 1
                    if Self.isRepeated(touched.id, shown: shown, state: app.state) { edits.ofRepeatedIdentities += 1 }
                    let context = "deleting \(touched), shown at \(path) of \(Self.describe(shown)), app state \(Self.describe(app.state)); \(list.kind); \(fuzz)"
                    // The updates in flight land before the app acts on the edit.
                    await list.show(app.state)
                    #expect(list.reloads == reloads, "\(context)")
                    let landsAt = list.destination(ofRowAt: path, inSectionsOf: shown.map(\.items.count), sinceBatch: firstBatch)
                    let expected = Self.expectedPath(of: path, shown: shown, state: app.state, landsAt: landsAt)
                    #expect(app.handed?.source == expected, "handed \(String(describing: app.handed)), the row lands at \(String(describing: landsAt)); \(context)")
                    guard let handed = app.handed else { break }
                    #expect(handed.item == app.item(at: handed.source), "the path handed holds the item handed; \(context)")
                    #expect(handed.item.id == touched.id, "\(context)")
                    guard app.item(at: handed.source) != nil else { break }
                    app.state[handed.source.section].items.remove(at: handed.source.item)
                    list.apply(app.state, animated: true, completion: nil)
                case 3:
                    let source = shownPaths[fuzz.int(in: 0...shownPaths.count - 1)]
                    let section = fuzz.int(in: 0...shown.count - 1)
                    let room = shown[section].items.count - (section == source.section ? 1 : 0)
                    let destination = ItemPath(item: fuzz.int(in: 0...room), section: section)
                    let touched = shown[source.section].items[source.item]
                    app.handed = nil
                    guard list.personDrags(from: source, to: destination) else { break }
                    edits.all += 1
                    // The list shows the drag at once; every path below is one of the moved rows.
                    let moved = list.sections
                    let (firstBatch, reloads) = (list.batches.count, list.reloads)
                    if Self.isRepeated(touched.id, shown: moved, state: app.state) { edits.ofRepeatedIdentities += 1 }
                    let context = "dragging \(touched) from \(source) to \(destination) of \(Self.describe(shown)), app state \(Self.describe(app.state)); \(list.kind); \(fuzz)"
                    await list.show(app.state)
                    #expect(list.reloads == reloads, "\(context)")
                    let expected = { (path: ItemPath) in
                        Self.expectedPath(
                            of: path, shown: moved, state: app.state,
                            landsAt: list.destination(ofRowAt: path, inSectionsOf: moved.map(\.items.count), sinceBatch: firstBatch))
                    }
                    let expectedMove = Self.expectedMove(to: destination, shown: moved, state: app.state, expectedPath: expected)
                    #expect(app.handed?.source == expectedMove?.source, "handed \(String(describing: app.handed)); \(context)")
                    #expect(app.handed?.destination == expectedMove?.destination, "handed \(String(describing: app.handed)); \(context)")
                    guard let handed = app.handed, let handedDestination = handed.destination else { break }
                    #expect(handed.item == app.item(at: handed.source), "the source handed holds the item handed; \(context)")
                    #expect(handed.item.id == touched.id, "\(context)")
                    guard app.item(at: handed.source) != nil else { break }
                    let item = app.state[handed.source.section].items.remove(at: handed.source.item)
                    guard app.state.indices.contains(handedDestination.section),
                        handedDestination.item <= app.state[handedDestination.section].items.count
                    else {
                        Issue.record("the destination handed is outside the app's state; \(context)")
                        app.state[handed.source.section].items.insert(item, at: handed.source.item)
                        break
                    }
                    app.state[handedDestination.section].items.insert(item, at: handedDestination.item)
                    list.apply(app.state, animated: true, completion: nil)
                default:
                    // Time passes: a turn of the run loop (an animation ends), or the diffs off
                    // the main actor catch up.
                    if fuzz.chance(0.5) { await list.window.nextTurn() } else { await Task.yield() }
                }
            }
            await list.show(app.state)
            list.expectShows(app.state, "\(fuzz)")
            #expect(list.problems.isEmpty, "\(list.problems); \(fuzz)")
        }
        return edits
    }

    /// Where the contract moves the item a person dropped at `destination` of `shown` (the rows
    /// once moved), in the app's `state`: from where the item is there, to next to the item it
    /// was dropped after, else before, else into its section there; `nil` without the item or
    /// all of those.
    private static func expectedMove(
        to destination: ItemPath, shown: [ItemSection], state: [ItemSection], expectedPath: (ItemPath) -> ItemPath?
    ) -> (source: ItemPath, destination: ItemPath)? {
        guard let source = expectedPath(destination) else { return nil }
        func withoutDragged(_ path: ItemPath) -> ItemPath {
            path.section == source.section && path.item > source.item ? ItemPath(item: path.item - 1, section: path.section) : path
        }
        let neighbours = shown[destination.section].items.indices
        if neighbours.contains(destination.item - 1), let previous = expectedPath(ItemPath(item: destination.item - 1, section: destination.section)) {
            let previous = withoutDragged(previous)
            return (source, ItemPath(item: previous.item + 1, section: previous.section))
        }
        if neighbours.contains(destination.item + 1), let next = expectedPath(ItemPath(item: destination.item + 1, section: destination.section)) {
            return (source, withoutDragged(next))
        }
        guard let section = state.firstIndex(where: { $0.model.id == shown[destination.section].model.id }) else { return nil }
        let count = state[section].items.count - (section == source.section ? 1 : 0)
        return (source, ItemPath(item: min(destination.item, count), section: section))
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("on a table view, deletes and drags with repeated identities in flight hand a path holding the item handed", .timeLimit(.minutes(10)))
    func table() async {
        let edits = await run(UIKitTableList.init, seed: 41_000)
        #expect(edits.all >= 1_500 && edits.ofRepeatedIdentities >= 1_000, "only \(edits) edits were made")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("on a collection view, deletes and drags with repeated identities in flight hand a path holding the item handed", .timeLimit(.minutes(10)))
    func collection() async {
        let edits = await run(UIKitCollectionList.init, seed: 42_000)
        #expect(edits.all >= 1_500 && edits.ofRepeatedIdentities >= 1_000, "only \(edits) edits were made")
    }
}
#endif
