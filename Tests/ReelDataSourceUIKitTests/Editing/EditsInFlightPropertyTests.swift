#if UIKIT_STAND_IN  // a person's swipes and drags, which the UIKit stand-in plays and UIKit has no call for
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// A person's edits reach the app in the app's own terms however many states are waiting:
/// random deletes and drags, interleaved with the app's own changes while batch updates
/// animate and diffs run off the main actor, only ever remove or move the item the person
/// touched, in an app that applies each edit at the paths it is handed (the obvious port of
/// an RxDataSources screen).
@MainActor
@Suite struct EditsInFlightPropertyTests {
    /// An app whose state is its sections, applying every edit at the paths it is handed.
    @MainActor
    final class App<List: PersonEditableList> {
        let list: List
        var state: [ItemSection]
        /// What the app was handed by the latest edit: the item and the paths.
        private(set) var handed: (item: Item, source: ItemPath, destination: ItemPath?)?
        private(set) var mistakes: [String] = []

        init(_ list: List, _ state: [ItemSection]) async {
            self.list = list
            self.state = state
            list.dataSource.editing = ItemEditing(
                delete: { [unowned self] item, indexPath in
                    let path = ItemPath(indexPath)
                    handed = (item, path, nil)
                    guard contains(path) else { return mistakes.append("delete of \(item) at \(path), outside \(self.state)") }
                    self.state[path.section].items.remove(at: path.item)
                    list.apply(self.state, animated: true, completion: nil)
                },
                move: { [unowned self] item, sourceIndexPath, destinationIndexPath in
                    let (source, destination) = (ItemPath(sourceIndexPath), ItemPath(destinationIndexPath))
                    handed = (item, source, destination)
                    guard contains(source) else { return mistakes.append("move of \(item) from \(source), outside \(self.state)") }
                    let moved = self.state[source.section].items.remove(at: source.item)
                    guard self.state.indices.contains(destination.section), destination.item <= self.state[destination.section].items.count else {
                        self.state[source.section].items.insert(moved, at: source.item)
                        return mistakes.append("move of \(item) to \(destination), outside \(self.state)")
                    }
                    self.state[destination.section].items.insert(moved, at: destination.item)
                    list.apply(self.state, animated: true, completion: nil)
                })
            await list.reload(to: state)
            list.allowEditing()
        }

        private func contains(_ path: ItemPath) -> Bool {
            state.indices.contains(path.section) && state[path.section].items.indices.contains(path.item)
        }

        func forgetHanded() { handed = nil }
    }

    /// Item ids in the app's state, section by section.
    private static func ids(_ state: [ItemSection]) -> [[Int]] { state.map { $0.items.map(\.id) } }

    /// The app changes its state on its own: inserts, deletes, moves an item, or changes one's content.
    private static func appChange(_ state: inout [ItemSection], nextID: inout Int, _ fuzz: inout FuzzCase) {
        let section = fuzz.int(in: 0...state.count - 1)
        let count = state[section].items.count
        switch fuzz.int(in: 0...3) {
        case 0, 1:
            state[section].items.insert(Item(id: nextID), at: fuzz.int(in: 0...count))
            nextID += 1
        case 2 where count > 0:
            state[section].items.remove(at: fuzz.int(in: 0...count - 1))
        case 3 where count > 0:
            let item = state[section].items.remove(at: fuzz.int(in: 0...count - 1))
            let destination = fuzz.int(in: 0...state.count - 1)
            state[destination].items.insert(item, at: fuzz.int(in: 0...state[destination].items.count))
        default:
            break
        }
    }

    /// Runs the random cases on the lists `makeList` makes; returns how many edits people made.
    private func run<List: PersonEditableList>(_ makeList: (ListOptions) -> List, seed: UInt64) async -> Int {
        var edits = 0
        await Fuzz.runAsync(seed: seed, cases: 300) { fuzz in
            let options = ListOptions(
                headers: fuzz.chance(0.5),
                configuration: DataSourceConfiguration(offMainActorItemThreshold: fuzz.chance(0.5) ? 0 : 5_000))
            let sectionCount = fuzz.int(in: 1...3)
            var nextID = 0
            var initial: [ItemSection] = []
            for id in 0..<sectionCount {
                let items = (0..<fuzz.int(in: 0...6)).map { _ in defer { nextID += 1 }; return Item(id: nextID) }
                initial.append(ItemSection(model: SectionHeader(id: id), items: items))
            }
            let app = await App(makeList(options), initial)
            let list = app.list
            for _ in 0..<30 {
                let shown = list.sections
                let shownPaths = shown.indices.flatMap { section in shown[section].items.indices.map { ItemPath(item: $0, section: section) } }
                var action = fuzz.int(in: 0...5)
                if shownPaths.isEmpty && (1...4).contains(action) { action = 0 }
                switch action {
                case 0:
                    Self.appChange(&app.state, nextID: &nextID, &fuzz)
                    list.apply(app.state, animated: true, completion: nil)
                case 1, 2:
                    let path = shownPaths[fuzz.int(in: 0...shownPaths.count - 1)]
                    let touched = shown[path.section].items[path.item]
                    let before = app.state
                    app.forgetHanded()
                    guard list.personDeletes(at: path) else { break }
                    edits += 1
                    let stillThere = before.contains { $0.items.contains { $0.id == touched.id } }
                    let expected = before.map { section in ItemSection(original: section, items: section.items.filter { $0.id != touched.id }) }
                    #expect(Self.ids(app.state) == Self.ids(expected), "deleting \(touched), shown at \(path) of \(Self.ids(shown)), from \(Self.ids(before)); \(fuzz)")
                    #expect(app.handed == nil || app.handed?.item == touched, "\(fuzz)")
                    #expect((app.handed != nil) == stillThere, "the app hears of a deletion exactly when its state holds the item; \(fuzz)")
                case 3, 4:
                    let source = shownPaths[fuzz.int(in: 0...shownPaths.count - 1)]
                    let section = fuzz.int(in: 0...shown.count - 1)
                    let room = shown[section].items.count - (section == source.section ? 1 : 0)
                    let destination = ItemPath(item: fuzz.int(in: 0...room), section: section)
                    let touched = shown[source.section].items[source.item]
                    // The item the person drops the touched one after, in the moved rows.
                    var dropped = shown
                    dropped[source.section].items.remove(at: source.item)
                    let after = destination.item > 0 ? dropped[destination.section].items[destination.item - 1] : nil
                    let before = app.state
                    app.forgetHanded()
                    guard list.personDrags(from: source, to: destination) else { break }
                    edits += 1
                    let others = { (state: [ItemSection]) in Self.ids(state).map { $0.filter { $0 != touched.id } } }
                    let context = "dragging \(touched) from \(source) to \(destination) of \(Self.ids(shown)), app state \(Self.ids(before)); \(fuzz)"
                    #expect(others(app.state) == others(before), "only the touched item moves: \(Self.ids(app.state)); \(context)")
                    #expect(app.handed == nil || app.handed?.item == touched, "\(context)")
                    let inApp = { (state: [ItemSection]) in state.flatMap(\.items).filter { $0.id == touched.id }.count }
                    #expect(inApp(app.state) == inApp(before), "the touched item is neither lost nor copied; \(context)")
                    if let after, before.contains(where: { $0.items.contains { $0.id == after.id } }), inApp(before) == 1 {
                        let lands = app.state.contains { section in
                            zip(section.items, section.items.dropFirst()).contains { $0.id == after.id && $1.id == touched.id }
                        }
                        #expect(lands, "the item lands after \(after), where the person dropped it: \(Self.ids(app.state)); \(context)")
                    }
                default:
                    // Time passes: a turn of the run loop (an animation ends), or the diffs off
                    // the main actor catch up.
                    if fuzz.chance(0.5) { await list.window.nextTurn() } else { await Task.yield() }
                }
            }
            // Diffs off the main actor may still run when the run loop is idle: wait for the
            // app's state itself.
            await list.show(app.state)
            list.expectShows(app.state, "\(fuzz)")
            #expect(app.mistakes.isEmpty, "\(app.mistakes); \(fuzz)")
            #expect(list.problems.isEmpty, "\(list.problems); \(fuzz)")
        }
        return edits
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("on a table view, deletes and drags in flight reach only the item the person touched", .timeLimit(.minutes(10)))
    func table() async {
        let edits = await run(UIKitTableList.init, seed: 25_000)
        #expect(edits >= 2_000, "only \(edits) edits were made")
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("on a collection view, deletes and drags in flight reach only the item the person touched", .timeLimit(.minutes(10)))
    func collection() async {
        let edits = await run(UIKitCollectionList.init, seed: 26_000)
        #expect(edits >= 2_000, "only \(edits) edits were made")
    }
}
#endif
