import Foundation
import ReelUI
import Testing

/// A valid batch update carries cells across it, and its completion waits for the loop.
@MainActor @Suite struct CollectionViewBatchUpdateTests {
    /// Twenty one-letter items, "a" to "t": the first fourteen have cells (ten visible, four prefetched).
    private static let letters = "abcdefghijklmnopqrst".map(String.init)
    private let fixture = CollectionFixture(dataSource: StringSectionsDataSource([Self.letters]))
    private var collectionView: CollectionView { fixture.collectionView }

    private static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private static let after = ["new", "a", "c", "d", "e", "g", "h", "i", "f"] + letters.dropFirst(9)

    /// Shows `after` and deletes "b", inserts "new" at the top and moves "f" to index 8: UIKit's
    /// indexes are before the batch for the delete and the move's source, after it for the
    /// rest, and the items not named keep their order in the free slots.
    private func update(completion: (@MainActor (Bool) -> Void)? = nil) {
        collectionView.performBatchUpdates({ [fixture, collectionView] in
            fixture.dataSource.sections = [Self.after]
            collectionView.deleteItems(at: [Self.path(1)])
            collectionView.insertItems(at: [Self.path(0)])
            collectionView.moveItem(at: Self.path(5), to: Self.path(8))
        }, completion: completion)
    }

    @Test("Kept and moved items keep their very cells, without being configured again")
    func keptCellsAreCarriedAcross() {
        #expect(fixture.visibleTexts == Array(Self.letters.prefix(10)))
        let before = collectionView.existingCells
        let configureCounts = before.mapValues(\.configureCount)
        let created = collectionView.counters.created
        let deletedCell = before[Self.path(1)]!

        update()

        // Where each item before the batch ends up after it.
        let moves = [0: 1, 2: 2, 3: 3, 4: 4, 5: 8, 6: 5, 7: 6, 8: 7, 9: 9]
        for (old, new) in moves {
            let cell = collectionView.cellForItem(at: Self.path(new))
            #expect(cell === before[Self.path(old)], "item \(old) → \(new) changed cells")
            #expect(cell?.configureCount == configureCounts[Self.path(old)], "item \(old) → \(new) was configured again")
        }
        // The deleted item's cell went to the reuse queue and came back for the inserted one.
        #expect(collectionView.cellForItem(at: Self.path(0)) === deletedCell)
        #expect(collectionView.counters.created == created)
        #expect(fixture.violations.isEmpty)
        fixture.expectMatchesData()
        #expect(fixture.visibleTexts == Array(Self.after.prefix(10)))
    }

    @Test("The completion runs on the next turn of the window's loop, not during the update")
    func completionWaitsForTheNextTurn() async {
        var completed: [Bool] = []
        update { completed.append($0) }
        #expect(completed.isEmpty)

        await fixture.window.loop.nextTurn()
        #expect(completed == [true])
    }

    @Test("A batch started before the previous one's completion counts as overlapping")
    func overlappingBatchesAreCounted() async {
        let sections = fixture.dataSource.sections[0]
        collectionView.performBatchUpdates {
            fixture.dataSource.sections = [["1"] + sections]
            collectionView.insertItems(at: [Self.path(0)])
        }
        #expect(collectionView.counters.overlappingBatchUpdates == 0)
        collectionView.performBatchUpdates {
            fixture.dataSource.sections = [["2", "1"] + sections]
            collectionView.insertItems(at: [Self.path(0)])
        }
        #expect(collectionView.counters.overlappingBatchUpdates == 1)

        await fixture.window.loop.nextTurn()
        collectionView.performBatchUpdates {
            fixture.dataSource.sections = [["1"] + sections]
            collectionView.deleteItems(at: [Self.path(0)])
        }
        #expect(collectionView.counters.batchUpdates == 3)
        #expect(collectionView.counters.overlappingBatchUpdates == 1)
        fixture.expectMatchesData()
    }
}
