import Foundation
import Testing
import UIKitStandIn

/// Each rule UIKit enforces when a batch update ends, broken once, with UIKit's reason; and
/// batches UIKit accepts that a stricter judge would refuse.
@MainActor
@Suite struct BatchUpdateRuleTests {
    /// A batch on a laid-out list: the data source goes from `before` to `after` counts inside
    /// it, and `operations` describe the change.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let before: [Int]
        let after: [Int]
        let collectionView: @MainActor @Sendable (UICollectionView) -> Void
        let tableView: @MainActor @Sendable (UITableView) -> Void
        /// The reason raised, `nil` for a batch UIKit accepts; the table view's when it differs.
        let reason: String?
        let tableReason: String?

        init(
            _ name: String, _ before: [Int], _ after: [Int], reason: String?, tableReason: String? = nil,
            collectionView: @escaping @MainActor @Sendable (UICollectionView) -> Void,
            tableView: @escaping @MainActor @Sendable (UITableView) -> Void
        ) {
            self.name = name
            self.before = before
            self.after = after
            self.reason = reason
            self.tableReason = tableReason
            self.collectionView = collectionView
            self.tableView = tableView
        }

        var testDescription: String { name }
    }

    nonisolated static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }
    nonisolated static func described(_ section: Int, _ item: Int) -> String { "<NSIndexPath> {length = 2, path = \(section) - \(item)}" }

    nonisolated static let cases: [Case] = [
        Case(
            "counts that do not add up", [3], [4],
            reason: "Invalid update: invalid number of items in section 0. The number of items contained in an existing "
                + "section after the update (4) must be equal to the number of items contained in that section before the "
                + "update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            tableReason: "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing "
                + "section after the update (4) must be equal to the number of rows contained in that section before the "
                + "update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
                + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            collectionView: { _ in }, tableView: { _ in }),
        Case(
            "sections that do not add up", [1], [1, 2],
            reason: "Invalid update: invalid number of sections. The number of sections contained in the collection view "
                + "after the update (2) must be equal to the number of sections contained in the collection view before the "
                + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            tableReason: "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (2) must be equal to the number of sections contained in the table view before the "
                + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            collectionView: { _ in }, tableView: { _ in }),
        Case(
            "an insert past the items after the update", [3], [3],
            reason: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update",
            tableReason: "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the update",
            collectionView: { $0.insertItems(at: [path(0, 3)]) }, tableView: { $0.insertRows(at: [path(0, 3)], with: .automatic) }),
        Case(
            "a delete past the items before the update", [3], [2],
            reason: "attempt to delete item 5 from section 0 which only contains 3 items before the update",
            tableReason: "attempt to delete row 5 from section 0 which only contains 3 rows before the update",
            collectionView: { $0.deleteItems(at: [path(0, 5)]) }, tableView: { $0.deleteRows(at: [path(0, 5)], with: .automatic) }),
        Case(
            "a delete in a section that does not exist", [3], [3],
            reason: "attempt to delete item 0 from section 2, but there are only 1 sections before the update",
            tableReason: "attempt to delete row 0 from section 2, but there are only 1 sections before the update",
            collectionView: { $0.deleteItems(at: [path(2, 0)]) }, tableView: { $0.deleteRows(at: [path(2, 0)], with: .automatic) }),
        Case(
            "a section delete past the sections", [1, 1], [1],
            reason: "attempt to delete section 3, but there are only 2 sections before the update",
            collectionView: { $0.deleteSections([3]) }, tableView: { $0.deleteSections([3], with: .automatic) }),
        Case(
            "a section insert past the sections", [1], [1, 1],
            reason: "attempt to insert section 2 but there are only 2 sections after the update",
            collectionView: { $0.insertSections([2]) }, tableView: { $0.insertSections([2], with: .automatic) }),
        Case(
            "a section move past the sections", [1, 1], [1, 1],
            reason: "attempt to move section 0 to section 2, but there are only 2 sections after the update",
            collectionView: { $0.moveSection(0, toSection: 2) }, tableView: { $0.moveSection(0, toSection: 2) }),
        Case(
            "a delete and a move of one item", [3], [2],
            reason: "attempt to perform a delete and a move from the same index path (\(described(0, 0)))",
            collectionView: {
                $0.deleteItems(at: [path(0, 0)])
                $0.moveItem(at: path(0, 0), to: path(0, 1))
            },
            tableView: {
                $0.deleteRows(at: [path(0, 0)], with: .automatic)
                $0.moveRow(at: path(0, 0), to: path(0, 1))
            }),
        Case(
            "an insert and a move to one path", [3], [4],
            reason: "attempt to perform an insert and a move to the same index path (\(described(0, 1)))",
            collectionView: {
                $0.insertItems(at: [path(0, 1)])
                $0.moveItem(at: path(0, 0), to: path(0, 1))
            },
            tableView: {
                $0.insertRows(at: [path(0, 1)], with: .automatic)
                $0.moveRow(at: path(0, 0), to: path(0, 1))
            }),
        Case(
            "a delete and a reload of one item", [3], [2],
            reason: "attempt to delete and reload the same index path (\(described(0, 1)))",
            collectionView: {
                $0.deleteItems(at: [path(0, 1)])
                $0.reloadItems(at: [path(0, 1)])
            },
            tableView: {
                $0.deleteRows(at: [path(0, 1)], with: .automatic)
                $0.reloadRows(at: [path(0, 1)], with: .automatic)
            }),
        Case(
            "a reload and a move of one item", [3], [3],
            reason: "attempt to delete and reload the same index path (\(described(0, 0)))",
            tableReason: "attempt to perform a delete and a move from the same index path (\(described(0, 0)))",
            collectionView: {
                $0.reloadItems(at: [path(0, 0)])
                $0.moveItem(at: path(0, 0), to: path(0, 2))
            },
            tableView: {
                $0.reloadRows(at: [path(0, 0)], with: .automatic)
                $0.moveRow(at: path(0, 0), to: path(0, 2))
            }),
        Case(
            "two moves of one item", [3], [3],
            reason: "attempt to perform multiple moves from the same index path (\(described(0, 0)))",
            collectionView: {
                $0.moveItem(at: path(0, 0), to: path(0, 1))
                $0.moveItem(at: path(0, 0), to: path(0, 2))
            },
            tableView: {
                $0.moveRow(at: path(0, 0), to: path(0, 1))
                $0.moveRow(at: path(0, 0), to: path(0, 2))
            }),
        Case(
            "a move into an inserted section", [2], [1, 1],
            reason: "cannot move an item into a newly inserted section (1)",
            tableReason: "cannot move a row into a newly inserted section (1)",
            collectionView: {
                $0.insertSections([1])
                $0.moveItem(at: path(0, 0), to: path(1, 0))
            },
            tableView: {
                $0.insertSections([1], with: .automatic)
                $0.moveRow(at: path(0, 0), to: path(1, 0))
            }),
        Case(
            "a move out of a deleted section", [1, 1], [2],
            reason: "cannot move an item from a deleted section (0)",
            tableReason: "cannot move a row from a deleted section (0)",
            collectionView: {
                $0.deleteSections([0])
                $0.moveItem(at: path(0, 0), to: path(0, 1))
            },
            tableView: {
                $0.deleteSections([0], with: .automatic)
                $0.moveRow(at: path(0, 0), to: path(0, 1))
            }),
        Case(
            "a reload in a deleted section", [1, 1], [1],
            reason: "attempt to reload item 0 in section 0, which the update deletes or reloads",
            tableReason: "attempt to reload row 0 in section 0, which the update deletes or reloads",
            collectionView: {
                $0.deleteSections([0])
                $0.reloadItems(at: [path(0, 0)])
            },
            tableView: {
                $0.deleteSections([0], with: .automatic)
                $0.reloadRows(at: [path(0, 0)], with: .automatic)
            }),
        Case(
            "an index path of one index", [1], [2],
            reason: "Invalid index path for use with UICollectionView (<NSIndexPath> {length = 1, path = 0}). Index paths "
                + "passed to collection view must contain exactly two indices specifying the section and item.",
            tableReason: "Invalid index path for use with UITableView (<NSIndexPath> {length = 1, path = 0}). Index paths "
                + "passed to table view must contain exactly two indices specifying the section and row.",
            collectionView: { $0.insertItems(at: [IndexPath(index: 0)]) },
            tableView: { $0.insertRows(at: [IndexPath(index: 0)], with: .automatic) }),
        // Batches UIKit accepts.
        Case(
            "deleting the items of a deleted section", [2, 1], [1], reason: nil,
            collectionView: {
                $0.deleteSections([0])
                $0.deleteItems(at: [path(0, 0), path(0, 1)])
            },
            tableView: {
                $0.deleteSections([0], with: .automatic)
                $0.deleteRows(at: [path(0, 0), path(0, 1)], with: .automatic)
            }),
        Case(
            "inserting the items of an inserted section", [1], [1, 2], reason: nil,
            collectionView: {
                $0.insertSections([1])
                $0.insertItems(at: [path(1, 0), path(1, 1)])
            },
            tableView: {
                $0.insertSections([1], with: .automatic)
                $0.insertRows(at: [path(1, 0), path(1, 1)], with: .automatic)
            }),
        Case(
            "a move across sections", [2, 1], [1, 2], reason: nil,
            collectionView: { $0.moveItem(at: path(0, 0), to: path(1, 0)) },
            tableView: { $0.moveRow(at: path(0, 0), to: path(1, 0)) }),
        Case(
            "a section move with an insert into the moved section", [2, 1], [1, 3], reason: nil,
            collectionView: {
                $0.moveSection(0, toSection: 1)
                $0.insertItems(at: [path(1, 2)])
            },
            tableView: {
                $0.moveSection(0, toSection: 1)
                $0.insertRows(at: [path(1, 2)], with: .automatic)
            }),
    ]

    @Test("a collection view raises UIKit's reason", arguments: cases)
    func collectionView(_ rule: Case) {
        let fixture = ListFixture(rule.before)
        fixture.collectionView.layoutIfNeeded()
        let reason = fixture.reason {
            fixture.collectionView.performBatchUpdates {
                fixture.dataSource.counts = rule.after
                rule.collectionView(fixture.collectionView)
            }
        }
        #expect(reason == rule.reason)
        #expect(fixture.collectionView.numberOfSections == rule.after.count, "after the batch or the recovery, the new counts")
    }

    @Test("a table view raises UIKit's reason", arguments: cases)
    func tableView(_ rule: Case) {
        let fixture = ListFixture(rule.before)
        fixture.tableView.layoutIfNeeded()
        let reason = fixture.reason {
            fixture.tableView.performBatchUpdates {
                fixture.dataSource.counts = rule.after
                rule.tableView(fixture.tableView)
            }
        }
        #expect(reason == (rule.tableReason ?? rule.reason))
        #expect(fixture.tableView.numberOfSections == rule.after.count, "after the batch or the recovery, the new counts")
    }

    @Test("a batch moves the cells of kept and moved items, and asks only for new ones")
    func cellsFollowTheirItems() {
        let fixture = ListFixture([4])
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        let before = (0..<4).map { collectionView.cellForItem(at: Self.path(0, $0)) }
        let requests = fixture.dataSource.cellRequests.count
        // [a b c d] → [x d a c]: b deleted, d moved to 1, x inserted at 0.
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [Self.path(0, 1)])
            collectionView.moveItem(at: Self.path(0, 3), to: Self.path(0, 1))
            collectionView.insertItems(at: [Self.path(0, 0)])
        }
        #expect(collectionView.cellForItem(at: Self.path(0, 1)) === before[3])
        #expect(collectionView.cellForItem(at: Self.path(0, 2)) === before[0])
        #expect(collectionView.cellForItem(at: Self.path(0, 3)) === before[2])
        #expect(fixture.dataSource.cellRequests[requests...] == [Self.path(0, 0)], "only the inserted item")
        #expect((collectionView.cellForItem(at: Self.path(0, 1)) as? StandInTextCell)?.text == "0.3", "a moved cell is not configured again")
    }

    @Test("a section move with item operations carries the moved section's cells")
    func sectionMoveCarriesCells() {
        let fixture = ListFixture([2, 1], headers: true)
        let collectionView = fixture.collectionView
        collectionView.layoutIfNeeded()
        let first = collectionView.cellForItem(at: Self.path(0, 0))
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: Self.path(0, 0))
        collectionView.performBatchUpdates {
            fixture.dataSource.counts = [1, 3]
            collectionView.moveSection(0, toSection: 1)
            collectionView.insertItems(at: [Self.path(1, 2)])
        }
        #expect(collectionView.cellForItem(at: Self.path(1, 0)) === first)
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: Self.path(1, 0)) === header)
    }
}
