import Foundation
import ReelTestSupport
import Testing
import UIKitStandIn

/// Each rule UIKit enforces when a batch update ends, broken once, with UIKit's reason; and
/// batches UIKit accepts that a stricter judge would refuse (``UIKitRuleCases``).
@MainActor
@Suite struct BatchUpdateRuleTests {
    nonisolated static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("a collection view raises UIKit's reason", arguments: UIKitRuleCases.all)
    func collectionView(_ rule: UIKitRuleCase) {
        let fixture = ListFixture(rule.before)
        fixture.collectionView.layoutIfNeeded()
        let reason = fixture.reason {
            fixture.collectionView.performBatchUpdates {
                fixture.dataSource.counts = rule.after
                for operation in rule.operations { perform(operation, on: fixture, table: false) }
            }
        }
        #expect(reason == rule.reason)
        #expect(fixture.collectionView.numberOfSections == rule.after.count, "after the batch or the recovery, the new counts")
    }

    @Test("a table view raises UIKit's reason", arguments: UIKitRuleCases.all)
    func tableView(_ rule: UIKitRuleCase) {
        let fixture = ListFixture(rule.before)
        fixture.tableView.layoutIfNeeded()
        let reason = fixture.reason {
            fixture.tableView.performBatchUpdates {
                fixture.dataSource.counts = rule.after
                for operation in rule.operations { perform(operation, on: fixture, table: true) }
            }
        }
        #expect(reason == (rule.tableReason ?? rule.reason))
        #expect(fixture.tableView.numberOfSections == rule.after.count, "after the batch or the recovery, the new counts")
    }

    /// Tells the fixture's table view (its rows are the items) or collection view `operation`.
    private func perform(_ operation: ListOperation, on fixture: ListFixture, table: Bool) {
        let (tableView, collectionView) = (fixture.tableView, fixture.collectionView)
        switch operation {
        case .insertSections(let sections):
            table ? tableView.insertSections(sections, with: .automatic) : collectionView.insertSections(sections)
        case .deleteSections(let sections):
            table ? tableView.deleteSections(sections, with: .automatic) : collectionView.deleteSections(sections)
        case .reloadSections(let sections):
            table ? tableView.reloadSections(sections, with: .automatic) : collectionView.reloadSections(sections)
        case .moveSection(let section, let newSection):
            table ? tableView.moveSection(section, toSection: newSection) : collectionView.moveSection(section, toSection: newSection)
        case .insertItems(let paths): table ? tableView.insertRows(at: paths, with: .automatic) : collectionView.insertItems(at: paths)
        case .deleteItems(let paths): table ? tableView.deleteRows(at: paths, with: .automatic) : collectionView.deleteItems(at: paths)
        case .reloadItems(let paths): table ? tableView.reloadRows(at: paths, with: .automatic) : collectionView.reloadItems(at: paths)
        case .reconfigureItems(let paths): table ? tableView.reconfigureRows(at: paths) : collectionView.reconfigureItems(at: paths)
        case .moveItem(let path, let newPath): table ? tableView.moveRow(at: path, to: newPath) : collectionView.moveItem(at: path, to: newPath)
        }
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
