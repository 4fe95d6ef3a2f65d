import Foundation
import ReelTestSupport
import ReelUI
import Testing

/// ReelUI's sparse mapping (sorted operations per section, binary search per item) agrees with
/// the plain reading of UIKit's rules on random valid batches: items nothing names keep their
/// order in the places left free, moved items go where they are moved, and deleted and
/// reloaded items, and the items of deleted and reloaded sections, keep no cell.
@Suite struct UpdateMappingPropertyTests {
    /// A random valid batch, and where the plain reading puts every item before it.
    struct RandomBatch {
        var record = UpdateRecord()
        var before: [Int] = []
        var after: [Int] = []
        var expected: [IndexPath: IndexPath] = [:]

        init(_ fuzz: inout FuzzCase) {
            before = (0..<fuzz.int(in: 1...5)).map { _ in fuzz.int(in: 0...9) }
            // Sections: deleted, reloaded (kept in place, items thrown away) or kept; one may move.
            var keptSections: [Int] = []
            for section in before.indices {
                if fuzz.chance(0.15) {
                    record.deletedSections.insert(section)
                } else {
                    if fuzz.chance(0.1) { record.reloadedSections.insert(section) }
                    keptSections.append(section)
                }
            }
            let afterCount = keptSections.count + fuzz.int(in: 0...2)
            var freeSlots = Array(0..<afterCount)
            for _ in keptSections.count..<afterCount {
                let slot = freeSlots.remove(at: fuzz.int(in: 0...freeSlots.count - 1))
                record.insertedSections.insert(slot)
            }
            var sectionAfter: [Int: Int] = [:]
            var stayingSections = keptSections
            let movable = keptSections.filter { !record.reloadedSections.contains($0) }
            if let moved = movable.randomElement(using: &fuzz.rng), fuzz.chance(0.3) {
                let slot = freeSlots.remove(at: fuzz.int(in: 0...freeSlots.count - 1))
                record.movedSections.append((moved, slot))
                sectionAfter[moved] = slot
                stayingSections.removeAll { $0 == moved }
            }
            for (section, slot) in zip(stayingSections, freeSlots) { sectionAfter[section] = slot }
            after = Array(repeating: 0, count: afterCount)
            for section in record.insertedSections { after[section] = fuzz.int(in: 0...4) }

            // Items of the sections whose items survive: deletes, reloads and moves out, then
            // inserts and moves in at random free places.
            let itemSections = keptSections.filter { !record.reloadedSections.contains($0) }
            var leaving: [Int: Set<Int>] = [:]
            var arriving: [Int: Int] = [:]
            var moves: [(from: IndexPath, toSection: Int)] = []
            for section in itemSections {
                for item in 0..<before[section] {
                    let path = IndexPath(item: item, section: section)
                    if fuzz.chance(0.2) {
                        record.deleteItems([path])
                        leaving[section, default: []].insert(item)
                    } else if fuzz.chance(0.15), let destination = itemSections.randomElement(using: &fuzz.rng) {
                        moves.append((path, sectionAfter[destination]!))
                        leaving[section, default: []].insert(item)
                        arriving[sectionAfter[destination]!, default: 0] += 1
                    } else if fuzz.chance(0.1) {
                        record.reloadItems([path])
                    } else if fuzz.chance(0.1) {
                        record.reconfigureItems([path])
                    }
                }
            }
            var insertsBySection: [Int: Int] = [:]
            for section in itemSections {
                let inserts = fuzz.int(in: 0...3)
                insertsBySection[sectionAfter[section]!] = inserts
                arriving[sectionAfter[section]!, default: 0] += inserts
            }
            var takenSlots: [Int: [Int]] = [:]
            for section in itemSections {
                let slotSection = sectionAfter[section]!
                after[slotSection] = before[section] - (leaving[section]?.count ?? 0) + (arriving[slotSection] ?? 0)
                takenSlots[slotSection] = Array((0..<after[slotSection]).shuffled(using: &fuzz.rng).prefix(arriving[slotSection] ?? 0))
            }
            for section in record.reloadedSections { after[sectionAfter[section]!] = fuzz.int(in: 0...6) }
            for (slotSection, inserts) in insertsBySection {
                for slot in takenSlots[slotSection]!.prefix(inserts) {
                    record.insertItems([IndexPath(item: slot, section: slotSection)])
                }
                takenSlots[slotSection]!.removeFirst(inserts)
            }
            for move in moves {
                let destination = IndexPath(item: takenSlots[move.toSection]!.removeFirst(), section: move.toSection)
                record.moveItem(from: move.from, to: destination)
                expected[move.from] = destination
            }

            // The plain reading: per section, the items that stay fill the free places in order.
            for section in itemSections {
                let slotSection = sectionAfter[section]!
                let taken = Set(record.insertedItems.filter { $0.section == slotSection }.map(\.item))
                    .union(record.movedItems.filter { $0.to.section == slotSection }.map(\.to.item))
                let free = (0..<after[slotSection]).filter { !taken.contains($0) }
                let staying = (0..<before[section]).filter { !(leaving[section]?.contains($0) ?? false) }
                for (item, slot) in zip(staying, free) where !record.reloadedItems.contains(IndexPath(item: item, section: section)) {
                    expected[IndexPath(item: item, section: section)] = IndexPath(item: slot, section: slotSection)
                }
            }
        }
    }

    @Test("The sparse mapping puts every item where the plain reading of UIKit's rules does")
    func sparseMappingAgreesWithThePlainReading() {
        let rules = UpdateRules(vocabulary: .collectionView)
        Fuzz.run(seed: 0xBA7C4, cases: 2_000) { fuzz in
            let batch = RandomBatch(&fuzz)
            let mapping: UpdateMapping
            do {
                mapping = try rules.check(batch.record, before: batch.before, after: batch.after)
            } catch {
                Issue.record("a valid batch was refused: \(error); \(fuzz)")
                return
            }
            for (section, count) in batch.before.enumerated() {
                for item in 0..<count {
                    let path = IndexPath(item: item, section: section)
                    #expect(mapping.indexPathAfter(path) == batch.expected[path], "item \(item) of section \(section); \(fuzz)")
                }
            }
        }
    }
}
