import ReelDiff
import Testing

@Suite("Batch-update rules: valid batches")
struct AcceptedBatchTests {
    /// Sections A(3) B(2) C(4) become X(1) A(4) C(3): B deleted, X inserted, and in the same
    /// batch A loses its first item, gains one, and receives C's last item, while C's first item
    /// is reloaded. Every index is legal for UIKit only because deletes, reloads and move
    /// sources count before the batch and inserts and destinations after it.
    @Test("a batch mixing every legal operation is accepted")
    func everyOperation() {
        let update = BatchUpdate(
            deletedSections: [1], insertedSections: [0],
            deletedItems: [ItemPath(item: 0, section: 0)],
            insertedItems: [ItemPath(item: 2, section: 1)],
            updatedItems: [ItemPath(item: 0, section: 2)],
            movedItems: [Move(source: ItemPath(item: 3, section: 2), destination: ItemPath(item: 0, section: 1))])
        #expect(update.violation(sectionCountsBefore: [3, 2, 4], sectionCountsAfter: [1, 4, 3]) == nil)
    }

    @Test("an item deleted and another inserted at the same index is accepted")
    func deleteAndInsertAtOneIndex() {
        let update = BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], insertedItems: [ItemPath(item: 0, section: 0)])
        #expect(update.violation(sectionCountsBefore: [2], sectionCountsAfter: [2]) == nil)
    }

    @Test("an empty batch is accepted when the counts are unchanged, and only then")
    func emptyBatch() {
        #expect(BatchUpdate().violation(sectionCountsBefore: [2, 0], sectionCountsAfter: [2, 0]) == nil)
        #expect(BatchUpdate().violation(sectionCountsBefore: [2, 0], sectionCountsAfter: [2, 1])?.rule == .itemCountMismatch)
        #expect(BatchUpdate().isEmpty)
    }
}
