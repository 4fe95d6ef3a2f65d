import Testing
@testable import ReelTVTestSupport

/// Which cases a property test runs: `base`, `base + 1`, … for its case count, which
/// `REEL_FUZZ_CASES` can change, or only the one `REEL_FUZZ_SEED` names.
@Suite struct SeededCasesTests {
    @Test func theCasesAreTheBaseSeedAndTheSeedsAfterIt() {
        #expect(SeededCases.seeds(base: 10, cases: 3, in: [:]) == [10, 11, 12])
    }

    @Test func reelFuzzCasesSetsHowManyCasesRun() {
        #expect(SeededCases.seeds(base: 10, cases: 3, in: ["REEL_FUZZ_CASES": "5"]) == [10, 11, 12, 13, 14])
    }

    @Test func reelFuzzSeedRunsOnlyThatCase() {
        let environment = ["REEL_FUZZ_SEED": "42", "REEL_FUZZ_CASES": "5"]
        #expect(SeededCases.seeds(base: 10, cases: 3, in: environment) == [42])
    }

    @Test func aReelFuzzSeedThatIsNoSeedFailsAndRunsNothing() {
        withKnownIssue {
            #expect(SeededCases.seeds(base: 10, cases: 3, in: ["REEL_FUZZ_SEED": "-1"]).isEmpty)
        }
    }

    @Test func aCountIsTheDefaultUnlessItsVariableSetsOne() {
        #expect(SeededCases.count(from: "REEL_KILLS", default: 50, in: [:]) == 50)
        #expect(SeededCases.count(from: "REEL_KILLS", default: 50, in: ["REEL_KILLS": "7"]) == 7)
    }

    @Test(arguments: ["0", "-3", "many"])
    func aCountThatIsNotAPositiveIntegerFailsAndTheDefaultIsUsed(_ text: String) {
        withKnownIssue {
            #expect(SeededCases.count(from: "REEL_KILLS", default: 50, in: ["REEL_KILLS": text]) == 50)
        }
    }

    /// `run` and `runAsync` read the process's environment, so they are held to `seeds`, which
    /// these tests hold to the variables.
    @Test func runGivesEachCaseItsSeedsGenerator() {
        var seen: [UInt64] = []
        SeededCases.run(seed: 5, cases: 3) { seededCase in
            var fresh = SeededCase(seed: seededCase.seed)
            #expect(seededCase.int(in: 0...1_000_000) == fresh.int(in: 0...1_000_000))
            seen.append(seededCase.seed)
        }
        #expect(seen == SeededCases.seeds(base: 5, cases: 3))
    }

    @Test func runAsyncGivesEachCaseItsSeedsGenerator() async {
        var seen: [UInt64] = []
        await SeededCases.runAsync(seed: 5, cases: 3) { seededCase in
            await Task.yield()
            var fresh = SeededCase(seed: seededCase.seed)
            #expect(seededCase.int(in: 0...1_000_000) == fresh.int(in: 0...1_000_000))
            seen.append(seededCase.seed)
        }
        #expect(seen == SeededCases.seeds(base: 5, cases: 3))
    }
}
