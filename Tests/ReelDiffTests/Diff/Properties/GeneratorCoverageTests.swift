import ReelTestSupport
import Testing

/// The property tests only prove what their inputs exercise. These tests fail when a change to
/// the generators makes a feature rare, before the property tests quietly stop covering it.
@Suite("Random input generators")
struct GeneratorCoverageTests {
    /// Even the rarest feature must come up in dozens of the thousands of property-test cases.
    static let minimumShare = 0.01

    @Test("sectioned cases exercise every feature often")
    func sectionedMix() {
        expectEveryFeatureOften(seed: 0x5EC7_1000) { SectionedInputFeature.features(of: .random(&$0)) }
    }

    @Test("linear cases exercise every feature often")
    func linearMix() {
        expectEveryFeatureOften(seed: 0x11AE_2000) { LinearInputFeature.features(of: .random(&$0)) }
    }

    /// Most duplicate-heavy cases must have every kind of duplicate, or they are not heavy.
    @Test("duplicate-heavy cases duplicate items within and across sections, and sections, in most cases")
    func duplicateHeavyMix() {
        expectEveryFeatureOften(
            seed: 0xD0_0B1E_0000,
            among: [SectionedInputFeature.duplicateItemWithinSection, .duplicateItemAcrossSections, .duplicateSection],
            minimumShare: 0.5
        ) { fuzz in
            let input = DuplicateHeavyInput.random(&fuzz)
            return SectionedInputFeature.features(of: SectionedDiffInput(scenario: .edited, source: input.source, target: input.target))
        }
    }

    /// Tallies the features of the first 2,000 cases of the property test with base `seed`.
    private func expectEveryFeatureOften<Feature: CaseIterable & Hashable>(
        seed: UInt64, among expected: [Feature] = Array(Feature.allCases), minimumShare: Double = Self.minimumShare,
        _ features: (inout FuzzCase) -> Set<Feature>
    ) {
        let cases = 2_000
        var tally: [Feature: Int] = [:]
        for index in 0..<UInt64(cases) {
            var fuzz = FuzzCase(seed: seed &+ index)
            for feature in features(&fuzz) { tally[feature, default: 0] += 1 }
        }
        let shares = expected.map { ($0, Double(tally[$0] ?? 0) / Double(cases)) }
        let table = shares.map { "\($0.0): \(($0.1 * 1000).rounded() / 10)%" }.joined(separator: ", ")
        for (feature, share) in shares {
            #expect(share >= minimumShare, "\(feature) is too rare; all shares: \(table)")
        }
    }
}
