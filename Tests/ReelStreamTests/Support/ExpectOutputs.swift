import ReelStream
import Testing

/// Asserts "after these inputs, these outputs": runs `inputs`, then expects exactly `expected`
/// to have been recorded since the recorder was last read.
@MainActor
func expect<Value: Equatable>(
    _ recorder: OutputRecorder<Value>, after inputs: () -> Void, toEmit expected: [Value],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    inputs()
    #expect(recorder.takeValues() == expected, sourceLocation: sourceLocation)
}
