import Foundation
import ReelTestSupport
import Testing
import UIKitStandIn

/// Batches of thousands of operations, as a large diff gives them, in whatever order: the lists
/// sort them (a radix sort from 512 items of one kind on) and check them by sections, and must
/// judge and map them exactly as they judge a handful.
@MainActor
@Suite struct LargeBatchTests {
    /// A random batch on sections of items, made the way UIKit reads one: items deleted, moved
    /// out, reloaded or reconfigured at their paths before it; the items that stay keep their
    /// order; new and moved items put at their paths after it, between them.
    struct RandomBatch {
        var countsBefore: [Int]
        var countsAfter: [Int] = []
        var deletes: [IndexPath] = []
        var inserts: [IndexPath] = []
        var reloads: [IndexPath] = []
        var reconfigures: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []
        /// Where each item before the batch is after it; absent when deleted or reloaded.
        var pathsAfter: [IndexPath: IndexPath] = [:]

        init(_ fuzz: inout FuzzCase) {
            countsBefore = (0..<fuzz.int(in: 1...3)).map { _ in fuzz.int(in: 0...3_000) }
            /// What a place after the batch holds: an item before it, or a new one.
            enum Place { case item(IndexPath), new }
            var sections: [[Place]] = []
            var moved: [IndexPath] = []
            for (section, count) in countsBefore.enumerated() {
                var places: [Place] = []
                for item in 0..<count {
                    let path = IndexPath(item: item, section: section)
                    let roll = fuzz.int(in: 0...99)
                    if roll < 15 {
                        deletes.append(path)
                    } else if roll < 32 {
                        moved.append(path)
                    } else {
                        if roll < 35 { reloads.append(path) } else if roll < 38 { reconfigures.append(path) }
                        places.append(.item(path))
                    }
                }
                sections.append(places)
            }
            for section in sections.indices {
                for _ in 0..<fuzz.int(in: 0...(countsBefore[section] / 8)) {
                    sections[section].insert(.new, at: fuzz.int(in: 0...sections[section].count))
                }
            }
            for path in moved {
                let section = fuzz.int(in: 0...(sections.count - 1))
                sections[section].insert(.item(path), at: fuzz.int(in: 0...sections[section].count))
            }
            countsAfter = sections.map(\.count)
            let (reloaded, movedItems) = (Set(reloads), Set(moved))
            for (section, places) in sections.enumerated() {
                for (item, place) in places.enumerated() {
                    let after = IndexPath(item: item, section: section)
                    switch place {
                    case .new: inserts.append(after)
                    case .item(let before):
                        if movedItems.contains(before) { moves.append((before, after)) }
                        if !reloaded.contains(before) { pathsAfter[before] = after }
                    }
                }
            }
        }
    }

    /// The order a batch's moves are given in.
    enum MoveOrder: CaseIterable {
        /// In no order.
        case shuffled
        /// In order of destination, as a diff finds them: the sources are sorted.
        case byDestination
        /// In order of source: the destinations are sorted.
        case bySource
    }

    @Test("thousands of operations in any order are checked and carry the selection where UIKit puts the items", arguments: MoveOrder.allCases)
    func selectionFollowsLargeBatches(_ order: MoveOrder) {
        Fuzz.run(seed: 0xB16_BA7C, cases: 8) { fuzz in
            var batch = RandomBatch(&fuzz)
            let fixture = ListFixture(batch.countsBefore)
            let (collectionView, tableView) = (fixture.collectionView, fixture.tableView)
            collectionView.allowsMultipleSelection = true
            tableView.allowsMultipleSelection = true
            // Both lists read their counts now, before the batch changes them.
            collectionView.layoutIfNeeded()
            tableView.layoutIfNeeded()
            let items = batch.countsBefore.enumerated().flatMap { section, count in (0..<count).map { IndexPath(item: $0, section: section) } }
            let selected = (0..<min(items.count, 60)).map { _ in items[fuzz.int(in: 0...(items.count - 1))] }
            for path in selected {
                collectionView.selectItem(at: path, animated: false, scrollPosition: [])
                tableView.selectRow(at: path, animated: false, scrollPosition: .none)
            }
            let deletes = batch.deletes.shuffled(using: &fuzz.rng)
            let inserts = batch.inserts.shuffled(using: &fuzz.rng)
            let reloads = batch.reloads.shuffled(using: &fuzz.rng)
            let reconfigures = batch.reconfigures.shuffled(using: &fuzz.rng)
            switch order {
            case .shuffled: batch.moves.shuffle(using: &fuzz.rng)
            case .byDestination: batch.moves.sort { ($0.to.section, $0.to.item) < ($1.to.section, $1.to.item) }
            case .bySource: batch.moves.sort { ($0.from.section, $0.from.item) < ($1.from.section, $1.from.item) }
            }
            let reason = fixture.reason {
                collectionView.performBatchUpdates {
                    fixture.dataSource.counts = batch.countsAfter
                    collectionView.deleteItems(at: deletes)
                    collectionView.insertItems(at: inserts)
                    collectionView.reloadItems(at: reloads)
                    collectionView.reconfigureItems(at: reconfigures)
                    for move in batch.moves { collectionView.moveItem(at: move.from, to: move.to) }
                }
                tableView.performBatchUpdates {
                    tableView.deleteRows(at: deletes, with: .automatic)
                    tableView.insertRows(at: inserts, with: .automatic)
                    tableView.reloadRows(at: reloads, with: .automatic)
                    tableView.reconfigureRows(at: reconfigures)
                    for move in batch.moves { tableView.moveRow(at: move.from, to: move.to) }
                }
            }
            #expect(reason == nil, "\(order), \(fuzz)")
            var expected: [IndexPath] = []
            for path in selected where !expected.contains(path) { expected.append(path) }
            expected = expected.compactMap { batch.pathsAfter[$0] }
            #expect(collectionView.indexPathsForSelectedItems ?? [] == expected, "\(order), \(fuzz)")
            #expect(tableView.indexPathsForSelectedRows ?? [] == expected, "\(order), \(fuzz)")
        }
    }

    @Test("of a thousand moves in no order, the first to repeat a source, in the order given, is the one UIKit names")
    func repeatedSourceAmongManyMoves() {
        Fuzz.run(seed: 0x5EED_0F_3A, cases: 6) { fuzz in
            let count = 3_000
            var moves = (0..<1_000).map { (from: IndexPath(item: 3 * $0, section: 0), to: IndexPath(item: 3 * $0 + 1, section: 0)) }
            moves.shuffle(using: &fuzz.rng)
            let repeated = fuzz.int(in: 1...(moves.count - 1))
            let source = moves[fuzz.int(in: 0...(repeated - 1))].from
            moves.insert((source, IndexPath(item: 3 * fuzz.int(in: 0...999) + 2, section: 0)), at: repeated)
            let fixture = ListFixture([count])
            let reason = fixture.reason {
                fixture.collectionView.performBatchUpdates {
                    for move in moves { fixture.collectionView.moveItem(at: move.from, to: move.to) }
                }
            }
            #expect(reason == "attempt to perform multiple moves from the same index path (\(source.uikitDescription))", "\(fuzz)")
        }
    }

    @Test("of a thousand deletes in no order, one past its section's end is named: the first such, in order of path")
    func missingItemAmongManyDeletes() {
        let fixture = ListFixture([700, 900, 400])
        var deletes = (0..<700).map { IndexPath(item: $0, section: 1) } + (0..<400).map { IndexPath(item: $0, section: 2) }
        deletes += [IndexPath(item: 950, section: 1), IndexPath(item: 920, section: 1), IndexPath(item: 401, section: 2)]
        deletes.reverse()
        let reason = fixture.reason {
            fixture.collectionView.performBatchUpdates {
                fixture.collectionView.deleteItems(at: deletes)
            }
        }
        #expect(reason == "attempt to delete item 920 from section 1 which only contains 900 items before the update")
    }
}
