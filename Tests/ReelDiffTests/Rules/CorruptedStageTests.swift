import ReelDiff
import ReelTestSupport
import Testing

/// The diff property tests trust the checker: if it accepted everything they would pass on any
/// diff. This test proves, on the same realistic stages, that it rejects each kind of mistake
/// with the right rule.
@Suite("Batch-update rules: corrupted diff stages")
struct CorruptedStageTests {
    @Test("the checker rejects each corruption of a valid stage with the rule it breaks")
    func rejectsCorruptedStages() throws {
        var rejected: [StageCorruption: Int] = [:]
        var casesRun = 0
        try FailureBudget.run(seed: 0xBAD5_7A6E, cases: 1_500) { fuzz in
            casesRun += 1
            let input = SectionedDiffInput.random(&fuzz)
            let stages = StagedChangeset(source: input.source, target: input.target).stages
            var findings = Findings()
            var before = input.source
            for (number, stage) in stages.enumerated() {
                // Try the corruptions in random order until one applies to this stage.
                for corruption in StageCorruption.allCases.shuffled(using: &fuzz.rng) {
                    guard let corrupted = corruption.corrupt(stage, before: before, &fuzz) else { continue }
                    let violation = corrupted.violation(fromSections: before)
                    findings.expect(
                        violation.map { corruption.brokenRules.contains($0.rule) } ?? false,
                        "stage \(number) with \(corruption) (\(corrupted.update)) should break one of \(corruption.brokenRules), but the checker says \(violation.map { "\($0.rule): \($0)" } ?? "it is valid")")
                    rejected[corruption, default: 0] += 1
                    break
                }
                before = stage.data
            }
            return (input, findings)
        }
        // Only meaningful over a full run, not for one seed picked with REEL_FUZZ_SEED.
        if casesRun >= 1_000 {
            for corruption in StageCorruption.allCases {
                #expect(rejected[corruption, default: 0] >= 10, "\(corruption) was tried only \(rejected[corruption, default: 0]) times")
            }
        }
    }
}
