@testable import ReelDiff
import ReelTestSupport
import Testing

/// The identity match reads the new elements from their sections' arrays as they are, rather
/// than from one copy of them all: wherever the arrays are cut, empty ones included, the match
/// must be the one of the whole list.
@Suite("Identity match over segmented new elements")
struct IdentityMatchSegmentTests {
    /// `elements` cut at random places into up to five arrays, some of them empty.
    private static func cut<Element>(_ elements: [Element], _ fuzz: inout FuzzCase) -> [[Element]] {
        var cuts = (0..<fuzz.int(in: 0...4)).map { _ in fuzz.int(in: 0...elements.count) }
        cuts.sort()
        var segments: [[Element]] = []
        var start = 0
        for cut in cuts + [elements.count] {
            segments.append(Array(elements[start..<cut]))
            start = cut
        }
        return segments
    }

    private static func expectSameMatch<Element: IdentifiableType & Equatable>(
        _ old: [Element], _ new: [Element], _ fuzz: inout FuzzCase, _ context: String
    ) {
        let whole = IdentityMatch(old: old, new: SegmentedElements([new]), rule: ItemMatchRule<Element>.self)
        let cut = IdentityMatch(old: old, new: SegmentedElements(Self.cut(new, &fuzz)), rule: ItemMatchRule<Element>.self)
        #expect(cut.oldToNew == whole.oldToNew, "\(context)")
        #expect(cut.newToOld == whole.newToOld, "\(context)")
        #expect(cut.changed == whole.changed, "\(context)")
        #expect(cut.repeated == whole.repeated, "\(context)")
    }

    @Test("cutting the new elements into arrays changes no match, colliding hashes included")
    func segmentsMatchLikeTheWhole() {
        Fuzz.run(seed: 0x5E67_3E17, cases: 1_000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            let context = "\(fuzz)\n\(input)"
            Self.expectSameMatch(input.source, input.target, &fuzz, context)
            Self.expectSameMatch(input.source.map(PoorlyHashedItem.init), input.target.map(PoorlyHashedItem.init), &fuzz, context)
        }
    }

    @Test("an element is read by its index in the whole, with or without a guess of its segment")
    func readsByIndexInTheWhole() {
        let elements = SegmentedElements([[], [10, 11], [], [], [12], [13, 14, 15], []])
        #expect(elements.count == 6)
        #expect((0..<6).map { elements[$0] } == [10, 11, 12, 13, 14, 15])
        #expect((0..<6).map { elements[$0, probablyIn: 1] } == [10, 11, 12, 13, 14, 15])
        #expect((0..<6).map { elements[$0, probablyIn: 5] } == [10, 11, 12, 13, 14, 15])
        #expect(SegmentedElements([[Int]]()).count == 0)
    }
}
