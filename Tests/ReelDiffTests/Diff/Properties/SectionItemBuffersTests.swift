@testable import ReelDiff
import ReelTestSupport
import Testing

/// The diff reads the old items of several sections where they are, through a table of the
/// segment each block of indexes starts in: every index must land on the item a gathered
/// copy holds there, whatever the sections' sizes (empty ones, and ones left out, included).
@Suite("Old items read in their sections")
struct SectionItemBuffersTests {
    @Test("every index reads the item a gathered copy holds, and the starts agree")
    func readsAsTheGatheredCopy() {
        Fuzz.run(seed: 0x5EC7_B0FF, cases: 2_000) { fuzz in
            let sectionCount = fuzz.int(in: 0...(fuzz.chance(0.1) ? SectionItemBuffers<Int>.maximumSegments : 20))
            var next = 0
            let sections = (0..<sectionCount).map { _ in
                let count = fuzz.chance(0.2) ? 0 : fuzz.int(in: 1...(fuzz.chance(0.1) ? 3_000 : 40))
                defer { next += count }
                return SingleSection(items: Array(next..<(next + count)))
            }
            let match = sections.indices.map { _ in fuzz.chance(0.8) ? 0 : -1 }
            var copy: [Int] = []
            var expectedStarts = [0]
            for (section, counterpart) in zip(sections, match) {
                if counterpart >= 0 { copy += section.items }
                expectedStarts.append(copy.count)
            }
            let (read, starts) = SectionItemBuffers.withItems(of: sections, keeping: match) { old, starts in
                ((0..<old.count).map { old[$0] }, starts)
            }
            #expect(read == copy, "\(fuzz)")
            #expect(starts == expectedStarts, "\(fuzz)")
            var memory: [Int] = []
            let gathered = SectionItemBuffers<Int>.gatheredItems(sections, keeping: match, into: &memory, isReused: false)
            #expect(gathered.items == copy, "\(fuzz)")
            #expect(gathered.starts == expectedStarts, "\(fuzz)")
        }
    }
}
