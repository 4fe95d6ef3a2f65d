import ReelDiff

/// What one size's stream costs before any list shows it: ReelDiff's staged changeset from the
/// first state to the second, alone in the process, and the memory of a state and of that
/// changeset, which bound what showing the stream may hold beyond reloading it.
struct StreamListDiffAlone: Sendable {
    /// The median of five timed diffs, after one untimed, in seconds.
    let seconds: Double
    /// The diff a data source that diffs one state at a time meets in the stream, also alone
    /// in the process; `nil` when the stream is too short for a chain of them.
    let spanning: Spanning?
    /// The live heap a copy of the second state takes (every section's items copied), in bytes.
    let stateBytes: Int
    /// The live heap the changeset holds once made, in bytes (what making it allocates and
    /// frees again is not counted).
    let changesetBytes: Int

    /// The live heap the changeset of one update holds, in bytes: one across the states an
    /// update spans when the stream has the states to measure it, one state's otherwise.
    var updateChangesetBytes: Int { spanning?.changesetBytes ?? changesetBytes }

    /// A diff across the states that arrive, at the stream's rate, while one such diff runs:
    /// a data source that runs one diff at a time starts each from the state the last one
    /// showed, to the latest, so its diffs span what arrived during the one before.
    struct Spanning: Sendable {
        /// How many states each diff spans.
        let states: Int
        /// The median of a chain of ``chainLength`` diffs, each from the last one's target to
        /// the state `states` later, in seconds.
        let seconds: Double
        /// The live heap the first of those changesets holds once made, in bytes.
        let changesetBytes: Int

        /// The diffs timed in a chain.
        static let chainLength = 5
    }

    /// Measures the diff of `stream`'s first two states, of `size` items, and the diff across
    /// the states that arrive at `rate` while one runs.
    static func measure(_ stream: PreparedStream, size: Int, rate: Double) throws -> StreamListDiffAlone {
        let source = stream.initial
        let target = stream.states[0]
        let timing = Measurement.run(iterations: 5) { StagedChangeset(source: source, target: target) }.measurement
        let spanning = try spanningDiff(stream, size: size, rate: rate, diffAlone: timing.median)
        let stateBytes = try heapGrowth(measuring: "the bytes of one state of \(size) items") {
            target.map { BenchSection(model: $0.model, items: $0.items.map { $0 }) }
        }
        let changesetBytes = try heapGrowth(measuring: "the bytes of one changeset of \(size) items") {
            StagedChangeset(source: source, target: target)
        }
        return StreamListDiffAlone(seconds: timing.median, spanning: spanning, stateBytes: stateBytes, changesetBytes: changesetBytes)
    }

    /// The diff across the states that arrive at `rate` while it runs. A diff across more
    /// states takes longer, so more arrive meanwhile: the span is first the states that arrive
    /// during the diff alone, then those that arrive during a diff of that first span. `nil`
    /// when `stream` has too few states for a chain of either.
    private static func spanningDiff(_ stream: PreparedStream, size: Int, rate: Double, diffAlone: Double) throws -> Spanning? {
        var seconds = diffAlone
        var span = 0
        for _ in 0..<2 {
            span = max(1, Int((seconds * rate).rounded(.up)))
            guard Spanning.chainLength * span < stream.states.count else { return nil }
            var link = 0
            seconds = Measurement.run(iterations: Spanning.chainLength, warmUp: 0) {
                defer { link += 1 }
                return StagedChangeset(source: stream.states[link * span], target: stream.states[(link + 1) * span])
            }.measurement.median
        }
        let changesetBytes = try heapGrowth(measuring: "the bytes of a changeset across \(span) states of \(size) items") {
            StagedChangeset(source: stream.states[0], target: stream.states[span])
        }
        return Spanning(states: span, seconds: seconds, changesetBytes: changesetBytes)
    }

    /// How much more the live heap holds while `make`'s result is kept than before it was
    /// made; fails naming `what` when the heap cannot be read or shrank (another thread freed
    /// more meanwhile, so the figure would be wrong). Small blocks that glibc's per-thread
    /// cache hands out again count as in use before and after, so a figure of a few kilobytes
    /// may be low, even 0.
    private static func heapGrowth<Made>(measuring what: String, _ make: () -> Made) throws -> Int {
        let before = try LiveHeap.bytesInUse(measuring: what)
        let made = make()
        let after = try LiveHeap.bytesInUse(measuring: what)
        withExtendedLifetime(made) {}
        guard after >= before else {
            throw LiveHeap.Unmeasured(what, because: "the live heap went from \(before) to \(after) bytes while it was made: another thread freed memory meanwhile")
        }
        return after - before
    }
}
