@testable import ReelDiff
import ReelTestSupport
import Testing

/// The identity match packs hash tags and indexes into 32-bit table slots up to 16 million old
/// elements and into 64-bit slots beyond. Lists that large are too slow for a test, so the
/// 64-bit table is run directly on the usual random lists: both widths must match alike.
@Suite("Identity match table slot widths")
struct IdentityMatchSlotWidthTests {
    private func matches<Element: IdentifiableType & Equatable>(
        _ old: [Element], _ new: [Element]
    ) -> (narrow: IdentityMatch, wide: IdentityMatch) {
        let narrow = IdentityMatch(old: old, new: SegmentedElements([new]), rule: ItemMatchRule<Element>.self)
        let wide = IdentityMatch(old: old, new: SegmentedElements([new]), rule: ItemMatchRule<Element>.self, slot: UInt64.self, indexBits: 32)
        return (narrow, wide)
    }

    @Test("32-bit and 64-bit slots give the same match, colliding hashes included")
    func slotWidthsAgree() {
        Fuzz.run(seed: 0x5107_3264, cases: 1_000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            let plain = matches(input.source, input.target)
            #expect(plain.narrow.oldToNew == plain.wide.oldToNew, "\(fuzz)\n\(input)")
            #expect(plain.narrow.newToOld == plain.wide.newToOld, "\(fuzz)\n\(input)")
            #expect(plain.narrow.changed == plain.wide.changed, "\(fuzz)\n\(input)")
            #expect(plain.narrow.repeated == plain.wide.repeated, "\(fuzz)\n\(input)")
            let poor = matches(input.source.map(PoorlyHashedItem.init), input.target.map(PoorlyHashedItem.init))
            #expect(poor.narrow.oldToNew == poor.wide.oldToNew, "\(fuzz)\n\(input)")
            #expect(poor.narrow.newToOld == poor.wide.newToOld, "\(fuzz)\n\(input)")
            #expect(poor.narrow.repeated == poor.wide.repeated, "\(fuzz)\n\(input)")
        }
    }
}
