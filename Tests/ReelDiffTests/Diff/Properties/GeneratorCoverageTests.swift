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

    /// The brute-force tests prove something about repeated identities only where matching
    /// them in order misses the fewest moves.
    @Test("few-identity cases often need another matching than in order for the fewest moves")
    func fewIdentitiesOftenBeatMatchingInOrder() {
        let cases = 2_000
        let linear = Self.count(cases: cases, seed: 0xB2_07E0_1000) { fuzz in
            let input = FewIdentitiesInput.linear(&fuzz)
            let source = input.source.flatMap(\.items).map(\.id)
            let target = input.target.flatMap(\.items).map(\.id)
            return Self.movesInOrder(input) > BruteForceMoves.fewestMoves(source, target)
        }
        let sectioned = Self.count(cases: cases, seed: 0xB2_07E0_2000) { fuzz in
            let distinct = FewIdentitiesInput.sectioned(distinct: true, &fuzz)
            return Self.movesInOrder(distinct) > BruteForceMoves.fewestMoves(from: distinct.source, to: distinct.target)
        }
        #expect(Double(linear) / Double(cases) >= 0.05, "\(linear) of \(cases) linear cases")
        #expect(Double(sectioned) / Double(cases) >= 0.05, "\(sectioned) of \(cases) sectioned cases")
    }

    /// The many-repeat property tests prove something beyond the pair limit only where matching
    /// in order moves more than pairs within three ranks of in order allow.
    @Test("many-repeat cases often need another matching than in order to stay within the bound on moves")
    func manyRepeatsOftenBeatMatchingInOrder() {
        let cases = 1_000
        func inOrderBreaksTheBound(_ input: ManyRepeatsInput) -> Bool {
            !ExpectedChanges(source: input.source, target: input.target, matching: .inOrder(from: input.source, to: input.target)).findings.isEmpty
        }
        let linear = Self.count(cases: cases, seed: 0x3A_9E47_1000) { inOrderBreaksTheBound(ManyRepeatsInput.linear(&$0)) }
        let sectioned = Self.count(cases: cases, seed: 0x3A_9E47_2000) { inOrderBreaksTheBound(ManyRepeatsInput.sectioned(&$0)) }
        #expect(Double(linear) / Double(cases) >= 0.4, "\(linear) of \(cases) linear cases")
        #expect(Double(sectioned) / Double(cases) >= 0.4, "\(sectioned) of \(cases) sectioned cases")
    }

    /// The repeats-across-sections property test proves something about the choice of
    /// occurrences only where matching them in order misses the fewest moves, and something
    /// about the limit on pairs only where an identity crowds beyond it.
    @Test("repeats-across-sections cases often need another matching than in order, and some crowd beyond the pair limit")
    func repeatsAcrossSectionsMix() {
        let cases = 2_000
        let seed: UInt64 = 0x4E_9EA7_1000
        let crowded = Self.count(cases: cases, seed: seed) { RepeatsAcrossSectionsInput.random(&$0).crowdsBeyondTheLimit }
        let beatInOrder = Self.count(cases: cases, seed: seed) { fuzz in
            let input = RepeatsAcrossSectionsInput.random(&fuzz)
            guard !input.crowdsBeyondTheLimit else { return false }
            let inOrder = ExpectedChanges(source: input.source, target: input.target, matching: .inOrder(from: input.source, to: input.target))
            return inOrder.counts.moved > input.fewestItemMoves
        }
        #expect(Double(beatInOrder) / Double(cases) >= 0.05, "\(beatInOrder) of \(cases) cases")
        #expect(Double(crowded) / Double(cases) >= 0.1, "\(crowded) of \(cases) cases")
    }

    /// The moves of sections and items together with occurrences matched in order.
    private static func movesInOrder(_ input: FewIdentitiesInput) -> Int {
        let counts = ExpectedChanges(source: input.source, target: input.target, matching: .inOrder(from: input.source, to: input.target)).counts
        return counts.moved + counts.sectionMoved
    }

    /// How many of the first `cases` cases of the property test with base `seed` `hold`.
    private static func count(cases: Int, seed: UInt64, where hold: (inout FuzzCase) -> Bool) -> Int {
        (0..<UInt64(cases)).reduce(0) { count, index in
            var fuzz = FuzzCase(seed: seed &+ index)
            return hold(&fuzz) ? count + 1 : count
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
