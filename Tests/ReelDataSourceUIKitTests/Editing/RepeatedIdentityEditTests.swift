#if UIKIT_STAND_IN  // a person's swipes and drags, which the UIKit stand-in plays and UIKit has no call for
import Foundation
import ReelDataSource
import ReelDataSourceUIKit
import ReelDiff
import ReelTestSupport
import Testing

/// A person's delete of a row whose identity the app's state repeats, while a newer state
/// waits, reaches the app at the occurrence the diff pairs the row with, and with the item the
/// app holds there: an app removing at the path handed removes the item handed.
@MainActor
@Suite struct RepeatedIdentityEditTests {
    /// The list shows `shown` while `waiting`, the app's state, waits for the update under way
    /// (the insert of `shown`'s items) to finish; a person deletes row `row`. Returns what the
    /// app was handed, and where the list carries the touched row once it shows `waiting`.
    private func delete<List: PersonEditableList>(
        on list: List, shown: [Item], waiting: [Item], row: Int
    ) async -> (handed: (item: Item, path: ItemPath)?, rowLandsAt: ItemPath?) {
        var handed: (item: Item, path: ItemPath)?
        list.dataSource.editing = ItemEditing(delete: { item, indexPath in handed = (item, ItemPath(indexPath)) })
        await list.show([ItemSection(model: SectionHeader(id: 0), items: [])])
        list.allowEditing()
        list.apply([ItemSection(model: SectionHeader(id: 0), items: shown)], animated: true, completion: nil)
        list.apply([ItemSection(model: SectionHeader(id: 0), items: waiting)], animated: true, completion: nil)
        #expect(list.sections.map(\.items) == [shown], "\(list.kind): the insert animates, the app's state waits")
        let (firstBatch, reloads) = (list.batches.count, list.reloads)
        let counts = list.sections.map(\.items.count)
        #expect(list.personDeletes(at: ItemPath(item: row, section: 0)))
        // The app leaves its state as it is: the list ends showing it, carrying the touched
        // row to the occurrence the diff pairs it with.
        await list.show([ItemSection(model: SectionHeader(id: 0), items: waiting)])
        #expect(list.reloads == reloads, "\(list.kind): the touched row is tracked through batches alone")
        return (handed, list.destination(ofRowAt: ItemPath(item: row, section: 0), inSectionsOf: counts, sinceBatch: firstBatch))
    }

    @Test(
        "deleting the second of two shown occurrences hands the second in the app's state, not the first",
        arguments: ListKind.allCases)
    func secondOccurrence(kind: ListKind) async throws {
        let list = try #require(kind.make() as? any PersonEditableList)
        let (ax, ay) = (Item(id: 1, content: 10), Item(id: 1, content: 11))
        let (b, c, z) = (Item(id: 2), Item(id: 3), Item(id: 26))
        let waiting = [c, ax, b, ay, z]
        let (handed, landsAt) = await delete(on: list, shown: [ax, b, ay, z], waiting: waiting, row: 2)
        #expect(landsAt == ItemPath(item: 3, section: 0), "\(kind)")
        #expect(handed?.path == ItemPath(item: 3, section: 0), "\(kind): handed \(String(describing: handed))")
        #expect(handed?.item == ay, "\(kind)")
    }

    @Test(
        "deleting a row whose identity a waiting state repeats before it hands the occurrence the diff pairs it with, and that occurrence's item",
        arguments: ListKind.allCases)
    func occurrenceInsertedBefore(kind: ListKind) async throws {
        let list = try #require(kind.make() as? any PersonEditableList)
        let (a1, a3) = (Item(id: 1, content: 1), Item(id: 1, content: 3))
        let (b, c) = (Item(id: 2, content: 2), Item(id: 3, content: 9))
        let waiting = [a3, a1, b, c]
        // The k-th occurrence pairs with the k-th when no pairing keeps more in place: the
        // shown a·1 becomes a·3, in place, and a·1 is inserted after it.
        let diff = StagedChangeset(source: [a1, b, c], target: waiting)
        #expect(diff.stages.map(\.update) == [BatchUpdate(insertedItems: [ItemPath(item: 1, section: 0)], updatedItems: [ItemPath(item: 0, section: 0)])])
        let (handed, landsAt) = await delete(on: list, shown: [a1, b, c], waiting: waiting, row: 0)
        #expect(landsAt == ItemPath(item: 0, section: 0), "\(kind)")
        #expect(handed?.path == ItemPath(item: 0, section: 0), "\(kind): handed \(String(describing: handed))")
        #expect(handed?.item == a3, "\(kind): the item the app holds at the path handed")
    }
}
#endif
