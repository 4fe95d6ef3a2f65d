import Foundation
import ReelTestSupport
import ReelUI
import Testing

/// ReelUI's collection view judges each batch update by UIKit's documented rules, on its own:
/// every rule broken once, reported with UIKit's reason, and batches UIKit accepts
/// (``UIKitRuleCases``, which the UIKit stand-in's lists are held to as well).
@MainActor
@Suite struct CollectionViewUpdateRuleTests {
    nonisolated static func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("A broken rule is reported in UIKit's words and the view reloads to match its data; an accepted batch is performed", arguments: UIKitRuleCases.all)
    func rule(_ rule: UIKitRuleCase) {
        // Each section's items named by their section and index after the batch.
        func texts(_ counts: [Int]) -> [[String]] {
            counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
        }
        let fixture = CollectionFixture(dataSource: StringSectionsDataSource(texts(rule.before)))
        let collectionView = fixture.collectionView
        collectionView.performBatchUpdates {
            fixture.dataSource.sections = texts(rule.after)
            for operation in rule.operations { perform(operation, on: collectionView) }
        }
        #expect(fixture.violations.map(\.reason) == [rule.reason].compactMap { $0 })
        #expect((0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:)) == rule.after)
        // Once when the data source was set, and once more after a broken rule.
        #expect(collectionView.counters.reloads == (rule.reason == nil ? 1 : 2))
        if rule.reason != nil { fixture.expectMatchesData() }
    }

    private func perform(_ operation: ListOperation, on collectionView: CollectionView) {
        switch operation {
        case .insertSections(let sections): collectionView.insertSections(sections)
        case .deleteSections(let sections): collectionView.deleteSections(sections)
        case .reloadSections(let sections): collectionView.reloadSections(sections)
        case .moveSection(let section, let newSection): collectionView.moveSection(section, toSection: newSection)
        case .insertItems(let paths): collectionView.insertItems(at: paths)
        case .deleteItems(let paths): collectionView.deleteItems(at: paths)
        case .reloadItems(let paths): collectionView.reloadItems(at: paths)
        case .reconfigureItems(let paths): collectionView.reconfigureItems(at: paths)
        case .moveItem(let path, let newPath): collectionView.moveItem(at: path, to: newPath)
        }
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
