import ReelTVTestSupport
import Testing

/// The choices from collections: an index in range, a pick that follows the weights, and a
/// non-empty selection in order.
@Suite struct SeededCaseChoicesTests {
    @Test func anIndexIsAValidIndex() {
        SeededCases.run(seed: 0x1DE_0001, cases: 50) { seededCase in
            let count = seededCase.int(in: 1...10)
            #expect((0..<count).contains(seededCase.index(below: count)), "\(seededCase)")
        }
    }

    @Test func aPickNeverChoosesAnOptionWithoutWeight() {
        let options = [("never", 0), ("rarely", 1), ("often", 5), ("also never", 0)]
        var picked: Set<String> = []
        SeededCases.run(seed: 0x1DE_0002, cases: 50) { seededCase in
            picked.insert(seededCase.pick(options, weight: { $0.1 }).0)
        }
        #expect(picked.isSubset(of: ["rarely", "often"]))
        #expect(picked.contains("often"))
    }

    @Test func someIsNeverEmptyAndKeepsTheOrder() {
        SeededCases.run(seed: 0x1DE_0003, cases: 200) { seededCase in
            let elements = Array(0..<seededCase.int(in: 1...5))
            let chosen = seededCase.some(of: elements)
            #expect(!chosen.isEmpty, "\(seededCase)")
            #expect(chosen == elements.filter(chosen.contains), "\(seededCase)")
        }
    }
}
