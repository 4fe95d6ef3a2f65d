import ReelDiff
import Testing

/// Values unequal to themselves, such as a NaN, are never matched, so they leave and arrive;
/// validation accepts the stages that reproduce them bit for bit.
@Suite("Values unequal to themselves")
struct UnequalToItselfTests {
    @Test("[NaN] → [NaN] deletes and inserts, and the stage validates")
    func nanItems() throws {
        let changeset = StagedChangeset(source: [Double.nan], target: [Double.nan])
        #expect(changeset.stages.map(\.update) == [
            BatchUpdate(deletedItems: [ItemPath(item: 0, section: 0)], insertedItems: [ItemPath(item: 0, section: 0)])
        ])
        for stage in changeset.stages {
            try stage.validate(fromItems: [Double.nan])
            let performed = try stage.apply(toItems: [Double.nan])
            #expect(performed.map(\.bitPattern) == stage.data.map(\.bitPattern))
        }
    }

    @Test("sections with NaN identities are deleted and inserted, and every stage validates")
    func nanSections() throws {
        typealias Shelf = AnimatableSectionModel<Double, Int>
        let source = [Shelf(model: .nan, items: [1, 2]), Shelf(model: 1, items: [3])]
        let target = [Shelf(model: .nan, items: [2, 1]), Shelf(model: 1, items: [3, 4])]
        var before = source
        for stage in StagedChangeset(source: source, target: target).stages {
            try stage.validate(fromSections: before)
            before = try stage.apply(toSections: before)
        }
        #expect(before.map(\.model.bitPattern) == target.map(\.model.bitPattern))
        #expect(before.map(\.items) == target.map(\.items))
    }

    @Test("a kept item that differs from the stage's data is still rejected")
    func keptMismatchRejected() {
        let stage = Changeset(data: [1, 5, 3], update: BatchUpdate())
        #expect(throws: BatchUpdateViolation.self) { try stage.validate(fromItems: [1, 2, 3]) }
    }
}
