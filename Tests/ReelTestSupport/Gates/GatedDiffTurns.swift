/// One test with gated diffs at a time, across suites and test targets, or one test holding the
/// main actor.
///
/// A gated diff (a diff that waits at a gate the test opens) holds a thread of the concurrency
/// pool while it waits (two threads on a 2-core machine), and waking the test that opens the
/// gate takes another: two such tests side by side, in suites Swift Testing runs in parallel,
/// held every pool thread and stalled every other test until the gates' time limits. Each test
/// waits for its turn instead. A test that holds the main actor while a pool thread reads a
/// sequence (``GatedSequence/readToTheEndHoldingTheMainActor()``) takes a turn too: it keeps a
/// gated test from opening its gate, and needs a pool thread free meanwhile.
public actor GatedDiffTurns {
    /// The turns every test takes: one for the whole test run.
    public static let shared = GatedDiffTurns()

    private var taken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once no other test holds a turn.
    public func take() async {
        guard taken else {
            taken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the next waiting test, if any.
    public func end() {
        if waiting.isEmpty {
            taken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
