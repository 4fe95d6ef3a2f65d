import ReelTVTestSupport
import Testing
@testable import ReelTVModel

/// Checking a catalog stays linear in its ids, told by the entries the validator's id tables
/// write rather than by a clock: a table copied on every insert (which made 100,000 episodes
/// take minutes to load) writes entries in proportion to the square of the ids.
@Suite struct CatalogValidatorGrowthTests {
    /// The entries written while checking a generated catalog of `episodes` episodes.
    private func entriesWritten(episodes: Int, _ fuzz: inout SeededCase) throws -> Int {
        var validator = CatalogValidator(file: "generated.json")
        try validator.validate(CatalogGenerator.catalog(episodes: episodes, using: &fuzz.rng))
        return validator.idEntriesWritten
    }

    // Sizes small enough that a quadratic validator fails in seconds instead of running for hours.
    @Test("ten times the episodes, at most 15 times the entries written (100 times when quadratic)")
    func entriesWrittenGrowLinearly() throws {
        try SeededCases.run(seed: 0xCA7A_1065, cases: 3) { fuzz in
            let small = try entriesWritten(episodes: 1_000, &fuzz)
            let large = try entriesWritten(episodes: 10_000, &fuzz)
            #expect(small >= 1_000 && Double(large) / Double(small) <= 15, "\(small) → \(large) entries; \(fuzz)")
        }
    }
}
