#if UIKIT_STAND_IN  // a person's swipes and drags, which the UIKit stand-in plays and UIKit has no call for
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// A person's edits of a UIKit table reach the app through the data source's `editing`, and
/// the rows change only as the app's states say; a drag, which UIKit shows before it tells
/// anyone, is followed by the data source at once, so no batch ever sees counts it does not
/// expect.
@MainActor
@Suite struct DataSourceTableEditingTests {
    /// A table showing an app's state, whose edits change the state and apply it.
    @MainActor
    final class App {
        let table = UIKitTableList(ListOptions())
        var state: [ItemSection]
        private(set) var deleted: [Item] = []
        private(set) var moved: [(Item, ItemPath, ItemPath)] = []

        init(_ state: [ItemSection], acceptsMoves: Bool = true) async {
            self.state = state
            table.dataSource.editing = ItemEditing(
                delete: { [unowned self] item, _ in
                    deleted.append(item)
                    self.state = self.state.map { ItemSection(original: $0, items: $0.items.filter { $0 != item }) }
                    table.apply(self.state, animated: true, completion: nil)
                },
                move: { [unowned self] item, sourceIndexPath, destinationIndexPath in
                    let (source, destination) = (ItemPath(sourceIndexPath), ItemPath(destinationIndexPath))
                    moved.append((item, source, destination))
                    if acceptsMoves {
                        self.state[source.section].items.remove(at: source.item)
                        self.state[destination.section].items.insert(item, at: destination.item)
                    }
                    table.apply(self.state, animated: true, completion: nil)
                },
                canEdit: { item, _ in item.id != 1 })
            await table.show(state)
            table.tableView.setEditing(true, animated: false)
        }
    }

    @Test("a swipe to delete tells the app, and the row goes as the app's next state is animated")
    func swipeToDelete() async {
        let app = await App([section(0, [1, 2, 3])])
        #expect(app.table.tableView.standInSwipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
        await app.table.settle()
        #expect(app.deleted == [Item(id: 2)])
        app.table.expectShows([section(0, [1, 3])])
        #expect(app.table.batches.last?.deletedItems == [ItemPath(item: 1, section: 0)])
        #expect(app.table.problems.isEmpty)
    }

    @Test("a row the app does not let be edited cannot be deleted or moved")
    func notEditable() async {
        let app = await App([section(0, [1, 2, 3])])
        #expect(!app.table.tableView.standInSwipeToDelete(rowAt: IndexPath(row: 0, section: 0)))
        #expect(!app.table.tableView.standInDragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        #expect(app.deleted.isEmpty && app.moved.isEmpty)
    }

    @Test("without an editing answer, no row can be edited, and the list never changes behind the app's back")
    func noEditing() async {
        let table = UIKitTableList(ListOptions())
        await table.show([section(0, [1, 2])])
        table.tableView.setEditing(true, animated: false)
        #expect(!table.tableView.standInSwipeToDelete(rowAt: IndexPath(row: 1, section: 0)))
        #expect(!table.tableView.standInDragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
        table.expectShows([section(0, [1, 2])])
    }

    @Test("a drag across sections is followed at once, and the app's agreeing state changes nothing on screen")
    func dragAcrossSections() async {
        let app = await App([section(0, [1, 2, 3]), section(1, [4, 5])])
        let batches = app.table.batches.count
        #expect(app.table.tableView.standInDragRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1)))
        // Followed before anything else runs: UIKit may read the data source at any moment.
        #expect(app.table.sections == [section(0, [1, 2]), section(1, [4, 3, 5])])
        await app.table.settle()
        #expect(app.moved.map(\.0) == [Item(id: 3)])
        #expect(app.moved.map(\.1) == [ItemPath(item: 2, section: 0)])
        #expect(app.moved.map(\.2) == [ItemPath(item: 1, section: 1)])
        app.table.expectShows([section(0, [1, 2]), section(1, [4, 3, 5])])
        #expect(app.table.batches.count == batches, "the list shows the app's state already")
        #expect(app.table.problems.isEmpty)
    }

    @Test("an app that refuses a move animates the row back to where its state has it")
    func refusedMove() async {
        let app = await App([section(0, [1, 2, 3]), section(1, [4, 5])], acceptsMoves: false)
        app.table.tableView.standInDragRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 1))
        await app.table.settle()
        app.table.expectShows([section(0, [1, 2, 3]), section(1, [4, 5])])
        #expect(app.table.batches.last?.movedItems == [Move(source: ItemPath(item: 0, section: 1), destination: ItemPath(item: 2, section: 0))])
        #expect(app.table.problems.isEmpty)
    }

    @Test("a drag during an animated update restarts the update from the moved rows, breaking no rule")
    func dragDuringAnUpdate() async {
        let app = await App([section(0, [1, 2, 3]), section(1, [4, 5])])
        // The insert animates; the next state waits for it while the person drags.
        app.state = [section(0, [1, 2, 3, 6]), section(1, [4, 5])]
        app.table.apply(app.state, animated: true, completion: nil)
        app.table.apply([section(0, [1, 2, 3, 6]), section(1, [4, 5, 7])], animated: true, completion: nil)
        app.state = [section(0, [1, 2, 3, 6]), section(1, [4, 5, 7])]
        app.table.tableView.standInDragRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 1))
        await app.table.settle()
        app.table.expectShows([section(0, [1, 2, 3]), section(1, [6, 4, 5, 7])])
        #expect(app.table.problems.isEmpty)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test("a drag while the diff runs off the main actor starts the update again from the moved rows", .timeLimit(.minutes(10)))
    func dragDuringAnOffMainActorDiff() async {
        let gated = await GatedDiff.takeTurn()
        let table = UIKitTableList(gated.options)
        // The app hears of the move and keeps its state.
        table.dataSource.editing = ItemEditing(move: { _, _, _ in })
        await table.reload(to: [section(0, [1, 2, 3]), section(1, [4, 5])])
        table.tableView.setEditing(true, animated: false)
        let target = [section(0, [1, 2, 3, 6]), section(1, [4, 5])]
        table.apply(target, animated: true, completion: nil)
        var diffsStarted = gated.starts.makeAsyncIterator()
        await diffsStarted.next()
        table.tableView.standInDragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
        gated.gate.signal()  // the diff from before the drag finishes, stale
        await diffsStarted.next()  // the update starts again from the moved rows
        gated.gate.signal()
        var diffsFinished = gated.finishes.makeAsyncIterator()
        await diffsFinished.next()
        await diffsFinished.next()
        await table.settle()
        table.expectShows(target)
        #expect(table.problems.isEmpty)
        await gated.endTurn()
    }

    @Test("a drag between the stages of an update starts the rest of it again from the moved rows")
    func dragBetweenStages() async {
        let table = UIKitTableList(ListOptions())
        var moves = 0
        // The app hears of the move and, for now, keeps its state.
        table.dataSource.editing = ItemEditing(move: { _, _, _ in moves += 1 })
        await table.show([section(0, [1, 2, 3]), section(1, [4, 5])])
        table.tableView.setEditing(true, animated: false)
        // Sections move in a stage of their own; the inserts follow in another.
        let target = [section(1, [4, 5, 8]), section(0, [1, 2, 3, 9])]
        let batchesBefore = table.batches.count
        table.apply(target, animated: true, completion: nil)
        #expect(table.batches.count == batchesBefore + 1, "the first stage is animating as the person drags")
        table.tableView.standInDragRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 2, section: 0))
        await table.settle()
        table.expectShows(target)
        #expect(moves == 1)
        #expect(table.problems.isEmpty)
    }
}
#endif
