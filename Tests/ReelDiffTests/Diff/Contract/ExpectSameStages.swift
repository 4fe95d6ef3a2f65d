import ReelDiff
import Testing

/// Expects `actual` to be `expected` stage for stage: as many stages, each with the same batch
/// update and the same data, naming the first stage that differs, for diffs that must agree
/// however they were made (on one thread or two, in fresh memory or reused).
func expectSameStages<Data: Equatable>(
    _ actual: StagedChangeset<Data>, as expected: StagedChangeset<Data>, _ context: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual.count == expected.count, "\(context)", sourceLocation: sourceLocation)
    for (stage, (expected, actual)) in zip(expected, actual).enumerated() {
        #expect(actual.update == expected.update, "stage \(stage)\n\(context)", sourceLocation: sourceLocation)
        #expect(actual.data == expected.data, "stage \(stage)\n\(context)", sourceLocation: sourceLocation)
    }
}
