/// A batch update checked against the collection view's rules ahead of time, for the section
/// counts it is to be performed between, so that it can be checked off the main actor.
///
/// ``CollectionView/performBatchUpdates(_:commit:completion:)`` performs it. When the counts
/// before and after the batch are the ones it was checked with, the collection view carries its
/// cells across it with the mapping worked out here, and what the main actor does grows with
/// the sections and the cells, not with the operations; with other counts it checks the
/// operations again, on the spot, as it checks any batch.
public struct CheckedBatchUpdate: Sendable {
    /// The operations.
    public let record: UpdateRecord
    /// The item counts of the sections before and after the batch, as it was checked.
    let countsBefore: [Int]
    let countsAfter: [Int]
    /// Where the batch moves everything, or the first rule it breaks.
    let outcome: Result<UpdateMapping, UpdateRuleViolation>

    /// Checks `record` for a collection view whose sections hold `countsBefore` items before the
    /// batch and `countsAfter` after it.
    package init(_ record: UpdateRecord, sectionCountsBefore countsBefore: [Int], sectionCountsAfter countsAfter: [Int]) {
        self.record = record
        self.countsBefore = countsBefore
        self.countsAfter = countsAfter
        outcome = Result { () throws(UpdateRuleViolation) in
            try CollectionView.rules.check(record, before: countsBefore, after: countsAfter)
        }
    }
}
