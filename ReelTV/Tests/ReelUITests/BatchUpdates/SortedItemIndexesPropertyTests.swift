import ReelTestSupport
import ReelUI
import Testing

/// The batch rules read each kind of item operation as a set, the way UIKit does, but hold it
/// sorted: on random operations, in order or not and with repeats, the sorted form answers as
/// the set would.
@Suite struct SortedItemIndexesPropertyTests {
    private func randomItems(_ fuzz: inout FuzzCase, ascending: Bool) -> [ItemIndex] {
        let items = (0..<fuzz.int(in: 0...40)).map { _ in
            ItemIndex(section: fuzz.int(in: -1...4), item: fuzz.int(in: -1...9))
        }
        return ascending ? Array(Set(items)).sorted() : items
    }

    @Test("Sorted once, the operations of one kind answer what their set answers")
    func answersAsTheSet() {
        Fuzz.run(seed: 0x50_27ED, cases: 2_000) { fuzz in
            let items = randomItems(&fuzz, ascending: fuzz.chance(0.5))
            let other = randomItems(&fuzz, ascending: fuzz.chance(0.5))
            let sorted = SortedItemIndexes(items)
            let set = Set(items)
            #expect(sorted.elements == set.sorted(), "elements; \(fuzz)")
            for section in -1...4 {
                #expect(Array(sorted.inSection(section)) == set.filter { $0.section == section }.sorted(), "section \(section); \(fuzz)")
            }
            for probe in other {
                #expect(sorted.contains(probe) == set.contains(probe), "contains \(probe); \(fuzz)")
            }
            #expect(sorted.firstShared(with: SortedItemIndexes(other)) == set.intersection(other).min(), "shared; \(fuzz)")
        }
    }
}
