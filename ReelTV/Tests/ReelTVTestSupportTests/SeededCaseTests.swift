import ReelTVTestSupport
import Testing

/// A case draws its inputs from its seed alone, and a failure's message tells how to replay it.
@Suite struct SeededCaseTests {
    @Test func theSameSeedDrawsTheSameInputs() {
        var first = SeededCase(seed: 0xC4A7_0001)
        var second = SeededCase(seed: 0xC4A7_0001)
        for _ in 0..<100 {
            #expect(first.int(in: -1_000...1_000) == second.int(in: -1_000...1_000))
            #expect(first.chance(0.5) == second.chance(0.5))
        }
    }

    /// The draws are pinned: were a seed to start the generator differently, every property
    /// test would silently check other cases than before, and seeds printed by past failures
    /// would no longer replay them. (These are also the library's test support's draws, so a
    /// seed means the same in both packages.)
    @Test func aSeedDrawsWhatItAlwaysHas() {
        var seededCase = SeededCase(seed: 7)
        let draws = (0..<5).map { _ in seededCase.int(in: 0...999_999) }
        #expect(draws == [700_576, 278_751, 839_627, 981_097, 990_860])
    }

    @Test func neighbouringSeedsDrawDifferentInputs() {
        var first = SeededCase(seed: 7)
        var second = SeededCase(seed: 8)
        let draws = (0..<8).map { _ in (first.int(in: 0...Int.max), second.int(in: 0...Int.max)) }
        #expect(draws.contains { $0.0 != $0.1 })
    }

    @Test func drawsStayInTheirRange() {
        SeededCases.run(seed: 0x5EED, cases: 50) { seededCase in
            let upper = seededCase.int(in: 0...20)
            #expect((0...upper).contains(seededCase.int(in: 0...upper)), "\(seededCase)")
        }
    }

    @Test func aChanceOfNoneNeverHappensAndOneOfAllAlwaysDoes() {
        var seededCase = SeededCase(seed: 3)
        for _ in 0..<100 {
            let (never, always) = (seededCase.chance(0), seededCase.chance(1))
            #expect(!never && always)
        }
    }

    @Test func theDescriptionNamesTheSeedAndHowToReplayIt() {
        #expect(
            "\(SeededCase(seed: 1234))"
                == "fuzz seed 1234 (replay this case alone: REEL_FUZZ_SEED=1234 swift test --filter <test>)")
    }
}
