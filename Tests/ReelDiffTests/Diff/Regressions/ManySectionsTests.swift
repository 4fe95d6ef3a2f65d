@testable import ReelDiff
import Testing

/// A diff of many small sections does work in proportion to its sections and items: finding
/// the section an item moves out of is a binary search, not a scan of every section.
@Suite("Diffs of many small sections")
struct ManySectionsTests {
    /// Counts how often a diff reads where a section starts.
    final class ReadCounter {
        var reads = 0
    }

    /// Section starts that count their reads.
    struct CountingStarts: RandomAccessCollection {
        let starts: [Int]
        let counter: ReadCounter
        var startIndex: Int { starts.startIndex }
        var endIndex: Int { starts.endIndex }
        subscript(position: Int) -> Int {
            counter.reads += 1
            return starts[position]
        }
    }

    @Test("finding an item's section reads about log₂ of the section starts, empty sections included")
    func sectionSearchReadsLogarithmically() {
        // 200,000 sections of one item each, then every tenth section empty.
        let oneEach = Array(0...200_000)
        let withEmpty = (0...200_000).map { $0 - $0 / 10 }
        for starts in [oneEach, withEmpty] {
            let counter = ReadCounter()
            let counting = CountingStarts(starts: starts, counter: counter)
            for item in stride(from: 0, to: starts.last!, by: 997) {
                counter.reads = 0
                let section = counting.section(containingItem: item)
                #expect(starts[section] <= item && item < starts[section + 1], "item \(item) is not in section \(section)")
                #expect(counter.reads <= 19, "finding the section of item \(item) read \(counter.reads) starts")
            }
        }
    }

    @Test("an empty section before an item's section is never the item's section")
    func emptySectionsAreSkipped() {
        // Sections: [0], [], [], [1, 2], []
        let starts = [0, 1, 1, 1, 3, 3]
        #expect([0, 1, 2].map { starts.section(containingItem: $0) } == [0, 3, 3])
    }

    @Test("200,000 one-item sections, each item moving to the next section")
    func everyItemMovesToTheNextSection() {
        typealias Shelf = AnimatableSectionModel<Int, Int>
        let count = 200_000
        let source = (0..<count).map { Shelf(model: $0, items: [$0]) }
        let target = (0..<count).map { Shelf(model: $0, items: [($0 + count - 1) % count]) }
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.counts.moved == count, "every item changes section")
        #expect(changeset.counts.total == count)
        #expect(changeset.stages.last?.data == target)
    }
}
