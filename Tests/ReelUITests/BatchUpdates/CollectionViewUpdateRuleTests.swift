import Foundation
import ReelUI
import Testing

/// ReelUI's collection view judges each batch update by UIKit's documented rules, on its own:
/// every rule broken once, reported with UIKit's reason, and batches UIKit accepts.
@MainActor
@Suite struct CollectionViewUpdateRuleTests {
    /// A batch on a laid-out collection view whose data goes from `before` to `after` item
    /// counts inside it, while `operations` name the change.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let before: [Int]
        let after: [Int]
        let operations: @MainActor @Sendable (CollectionView) -> Void
        /// UIKit's reason, `nil` for a batch UIKit accepts.
        let reason: String?

        init(
            _ name: String, _ before: [Int], _ after: [Int], reason: String?,
            operations: @escaping @MainActor @Sendable (CollectionView) -> Void
        ) {
            self.name = name
            self.before = before
            self.after = after
            self.reason = reason
            self.operations = operations
        }

        var testDescription: String { name }
    }

    nonisolated static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    nonisolated static func described(_ section: Int, _ item: Int) -> String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }

    nonisolated static let broken: [Case] = [
        Case(
            "counts that do not add up", [3], [4],
            reason: "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (4) must be equal to the number of items contained in that section before the "
                + "update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            operations: { _ in }),
        Case(
            "counts of a section no operation names", [2, 3, 2], [2, 4, 3],
            reason: "Invalid update: invalid number of items in section 1. The number of items contained in an existing "
                + "section after the update (4) must be equal to the number of items contained in that section before the "
                + "update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            operations: { $0.insertItems(at: [path(2, 0)]) }),
        Case(
            "sections that do not add up", [1], [1, 2],
            reason: "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (2) must be equal to the number of sections contained in the collection view before the "
                + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            operations: { _ in }),
        Case(
            "an index path of three indexes", [3], [3],
            reason: "Invalid index path for use with UICollectionView (<NSIndexPath> {length = 3, path = 0 - 1 - 2}). Index "
                + "paths passed to collection view must contain exactly two indices specifying the section and item.",
            operations: { $0.reloadItems(at: [IndexPath(indexes: [0, 1, 2])]) }),
        Case(
            "an insert past the items after the update", [3], [3],
            reason: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update",
            operations: { $0.insertItems(at: [path(0, 3)]) }),
        Case(
            "an insert into a section that does not exist", [3], [3],
            reason: "attempt to insert item 0 into section 1, but there are only 1 sections after the update",
            operations: { $0.insertItems(at: [path(1, 0)]) }),
        Case(
            "a delete past the items before the update", [3], [2],
            reason: "attempt to delete item 5 from section 0 which only contains 3 items before the update",
            operations: { $0.deleteItems(at: [path(0, 5)]) }),
        Case(
            "a delete in a section that does not exist", [3], [3],
            reason: "attempt to delete item 0 from section 2, but there are only 1 sections before the update",
            operations: { $0.deleteItems(at: [path(2, 0)]) }),
        Case(
            "a reload past the items before the update", [3], [3],
            reason: "attempt to reload item 3 from section 0 which only contains 3 items before the update",
            operations: { $0.reloadItems(at: [path(0, 3)]) }),
        Case(
            "a reconfigure past the items before the update", [3], [3],
            reason: "attempt to reconfigure item 4 from section 0 which only contains 3 items before the update",
            operations: { $0.reconfigureItems(at: [path(0, 4)]) }),
        Case(
            "a section delete past the sections", [1, 1], [1],
            reason: "attempt to delete section 3, but there are only 2 sections before the update",
            operations: { $0.deleteSections([3]) }),
        Case(
            "a section reload past the sections", [1], [1],
            reason: "attempt to reload section 1, but there are only 1 sections before the update",
            operations: { $0.reloadSections([1]) }),
        Case(
            "a section insert past the sections", [1], [1, 1],
            reason: "attempt to insert section 2 but there are only 2 sections after the update",
            operations: { $0.insertSections([2]) }),
        Case(
            "a section move from past the sections", [1, 1], [1, 1],
            reason: "attempt to move section 2, but there are only 2 sections before the update",
            operations: { $0.moveSection(2, toSection: 0) }),
        Case(
            "a section move to past the sections", [1, 1], [1, 1],
            reason: "attempt to move section 0 to section 2, but there are only 2 sections after the update",
            operations: { $0.moveSection(0, toSection: 2) }),
        Case(
            "a section deleted and reloaded", [1, 1], [1],
            reason: "attempt to delete and reload the same section (0)",
            operations: {
                $0.deleteSections([0])
                $0.reloadSections([0])
            }),
        Case(
            "a section deleted and moved", [1, 1], [1],
            reason: "attempt to perform a delete and a move from the same section (0)",
            operations: {
                $0.deleteSections([0])
                $0.moveSection(0, toSection: 0)
            }),
        Case(
            "a section reloaded and moved", [1, 1], [1, 1],
            reason: "attempt to perform a reload and a move from the same section (0)",
            operations: {
                $0.reloadSections([0])
                $0.moveSection(0, toSection: 1)
            }),
        Case(
            "two moves from one section", [1, 1, 1], [1, 1, 1],
            reason: "attempt to perform multiple moves from the same section (0)",
            operations: {
                $0.moveSection(0, toSection: 1)
                $0.moveSection(0, toSection: 2)
            }),
        Case(
            "a section inserted and moved to", [1, 1], [1, 1, 1],
            reason: "attempt to perform an insert and a move to the same section (1)",
            operations: {
                $0.insertSections([1])
                $0.moveSection(0, toSection: 1)
            }),
        Case(
            "two moves to one section", [1, 1, 1], [1, 1, 1],
            reason: "attempt to perform multiple moves to the same section (2)",
            operations: {
                $0.moveSection(0, toSection: 2)
                $0.moveSection(1, toSection: 2)
            }),
        Case(
            "an item move from past the items", [3], [3],
            reason: "attempt to move index path (\(described(0, 3))) to index path (\(described(0, 0))), but index path "
                + "(\(described(0, 3))) does not exist before the update",
            operations: { $0.moveItem(at: path(0, 3), to: path(0, 0)) }),
        Case(
            "an item move to past the items", [3], [3],
            reason: "attempt to move index path (\(described(0, 0))) to index path (\(described(0, 3))), but index path "
                + "(\(described(0, 3))) does not exist after the update",
            operations: { $0.moveItem(at: path(0, 0), to: path(0, 3)) }),
        Case(
            "an item deleted and reloaded", [3], [2],
            reason: "attempt to delete and reload the same index path (\(described(0, 1)))",
            operations: {
                $0.deleteItems(at: [path(0, 1)])
                $0.reloadItems(at: [path(0, 1)])
            }),
        Case(
            "an item reconfigured and deleted", [3], [2],
            reason: "attempt to reconfigure and delete the same index path (\(described(0, 1)))",
            operations: {
                $0.deleteItems(at: [path(0, 1)])
                $0.reconfigureItems(at: [path(0, 1)])
            }),
        Case(
            "an item reconfigured and reloaded", [3], [3],
            reason: "attempt to reconfigure and reload the same index path (\(described(0, 1)))",
            operations: {
                $0.reloadItems(at: [path(0, 1)])
                $0.reconfigureItems(at: [path(0, 1)])
            }),
        Case(
            "an item deleted and moved", [3], [2],
            reason: "attempt to perform a delete and a move from the same index path (\(described(0, 1)))",
            operations: {
                $0.deleteItems(at: [path(0, 1)])
                $0.moveItem(at: path(0, 1), to: path(0, 0))
            }),
        Case(
            "an item reloaded and moved", [3], [3],
            reason: "attempt to delete and reload the same index path (\(described(0, 1)))",
            operations: {
                $0.reloadItems(at: [path(0, 1)])
                $0.moveItem(at: path(0, 1), to: path(0, 0))
            }),
        Case(
            "two moves from one item", [3], [3],
            reason: "attempt to perform multiple moves from the same index path (\(described(0, 1)))",
            operations: {
                $0.moveItem(at: path(0, 1), to: path(0, 0))
                $0.moveItem(at: path(0, 1), to: path(0, 2))
            }),
        Case(
            "an item inserted and moved to", [3], [4],
            reason: "attempt to perform an insert and a move to the same index path (\(described(0, 0)))",
            operations: {
                $0.insertItems(at: [path(0, 0)])
                $0.moveItem(at: path(0, 1), to: path(0, 0))
            }),
        Case(
            "two moves to one item", [3], [3],
            reason: "attempt to perform multiple moves to the same index path (\(described(0, 0)))",
            operations: {
                $0.moveItem(at: path(0, 1), to: path(0, 0))
                $0.moveItem(at: path(0, 2), to: path(0, 0))
            }),
        Case(
            "an item reloaded in a deleted section", [2, 2], [2],
            reason: "attempt to reload item 1 in section 0, which the update deletes or reloads",
            operations: {
                $0.deleteSections([0])
                $0.reloadItems(at: [path(0, 1)])
            }),
        Case(
            "an item reconfigured in a reloaded section", [2, 2], [2, 2],
            reason: "attempt to reconfigure item 1 in section 0, which the update deletes or reloads",
            operations: {
                $0.reloadSections([0])
                $0.reconfigureItems(at: [path(0, 1)])
            }),
        Case(
            "an item moved out of a deleted section", [2, 2], [3],
            reason: "cannot move an item from a deleted section (0)",
            operations: {
                $0.deleteSections([0])
                $0.moveItem(at: path(0, 1), to: path(0, 0))
            }),
        Case(
            "an item moved into an inserted section", [2, 2], [1, 2, 1],
            reason: "cannot move an item into a newly inserted section (2)",
            operations: {
                $0.insertSections([2])
                $0.moveItem(at: path(0, 1), to: path(2, 0))
            }),
    ]

    nonisolated static let accepted: [Case] = [
        Case("deleting the items of a deleted section", [2, 2], [2], reason: nil) {
            $0.deleteSections([0])
            $0.deleteItems(at: [path(0, 0), path(0, 1)])
        },
        Case("inserting items into an inserted section", [2], [3, 2], reason: nil) {
            $0.insertSections([0])
            $0.insertItems(at: [path(0, 0), path(0, 2)])
        },
        Case("an item moved across sections, counts moving with it", [2, 2], [1, 3], reason: nil) {
            $0.moveItem(at: path(0, 0), to: path(1, 2))
        },
        Case("an item moved within a moved section", [2, 3], [3, 2], reason: nil) {
            $0.moveSection(1, toSection: 0)
            $0.moveItem(at: path(1, 0), to: path(0, 2))
        },
        Case("naming an item twice in one kind of operation", [3], [2], reason: nil) {
            $0.deleteItems(at: [path(0, 1), path(0, 1)])
        },
        Case("an empty batch with unchanged counts", [2, 5], [2, 5], reason: nil) { _ in },
    ]

    /// Runs `testCase` inside one batch on a laid-out collection view (each section's items
    /// named by their section and index after the batch); the reasons reported.
    private func run(_ testCase: Case) -> (reasons: [String], fixture: CollectionFixture) {
        func texts(_ counts: [Int]) -> [[String]] {
            counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
        }
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(texts(testCase.before)))
        let collectionView = fixture.collectionView
        collectionView.performBatchUpdates {
            fixture.dataSource.sections = texts(testCase.after)
            testCase.operations(collectionView)
        }
        return (fixture.violations.map(\.reason), fixture)
    }

    @Test("A broken rule is reported in UIKit's words, and the collection view reloads to match its data", arguments: broken)
    func brokenRule(_ testCase: Case) {
        let (reasons, fixture) = run(testCase)
        #expect(reasons == [testCase.reason].compactMap { $0 })
        // Once when the data source was set, once after the broken batch.
        #expect(fixture.collectionView.counters.reloads == 2)
        fixture.expectMatchesData()
    }

    @Test("A batch UIKit accepts is performed without a report", arguments: accepted)
    func acceptedBatch(_ testCase: Case) {
        let (reasons, fixture) = run(testCase)
        let collectionView = fixture.collectionView
        #expect(reasons.isEmpty)
        #expect(collectionView.counters.reloads == 1)
        #expect((0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:)) == testCase.after)
    }

    @Test("Operations outside a batch are a batch of their own, checked when each ends")
    func anOperationOutsideABatch() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource([["a", "b"]]))
        let collectionView = fixture.collectionView

        fixture.dataSource.sections = [["a", "b", "c"]]
        collectionView.insertItems(at: [Self.path(0, 2)])
        #expect(fixture.violations.isEmpty)
        #expect(collectionView.counters.batchUpdates == 1)

        fixture.dataSource.sections = [["a", "b", "c", "d", "e"]]
        collectionView.insertItems(at: [Self.path(0, 3)])
        #expect(fixture.violations.map(\.reason).first?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
        fixture.expectMatchesData()
    }

    @Test("A nested batch is part of the outer one, checked once when the outer block ends")
    func nestedBatches() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource([["a", "b"]]))
        let collectionView = fixture.collectionView
        var completions: [Bool] = []

        collectionView.performBatchUpdates({
            fixture.dataSource.sections = [["x", "a", "b", "y"]]
            collectionView.insertItems(at: [Self.path(0, 0)])
            collectionView.performBatchUpdates({
                collectionView.insertItems(at: [Self.path(0, 3)])
            }, completion: { completions.append($0) })
        }, completion: { completions.append($0) })

        #expect(fixture.violations.isEmpty)
        #expect(collectionView.counters.batchUpdates == 1)
        fixture.expectMatchesData()
        fixture.window.loop.runTurn()
        #expect(completions == [true, true])
    }

    @Test("reloadData inside a batch throws the batch away: nothing is checked, and completions get false")
    func reloadInsideABatch() {
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource([["a", "b"]]))
        let collectionView = fixture.collectionView
        var completions: [Bool] = []

        collectionView.performBatchUpdates({
            fixture.dataSource.sections = [["a", "b", "c", "d"]]
            collectionView.insertItems(at: [Self.path(0, 0)])
            collectionView.reloadData()
        }, completion: { completions.append($0) })

        #expect(fixture.violations.isEmpty)
        fixture.expectMatchesData()
        fixture.window.loop.runTurn()
        #expect(completions == [false])
    }
}
