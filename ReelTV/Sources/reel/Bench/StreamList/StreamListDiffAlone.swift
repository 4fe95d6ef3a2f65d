import ReelDiff

/// What one size's stream costs before any list shows it: ReelDiff's staged changeset from the
/// first state to the second, alone in the process, and the memory of a state and of that
/// changeset, which bound what showing the stream may hold beyond reloading it.
struct StreamListDiffAlone: Sendable {
    /// The median of five timed diffs, after one untimed, in seconds.
    let seconds: Double
    /// The live heap a copy of the second state takes (every section's items copied), in bytes.
    let stateBytes: Int
    /// The live heap the changeset holds once made, in bytes (what making it allocates and
    /// frees again is not counted).
    let changesetBytes: Int

    /// Measures the diff of `stream`'s first two states, of `size` items.
    static func measure(_ stream: PreparedStream, size: Int) throws -> StreamListDiffAlone {
        let source = stream.initial
        let target = stream.states[0]
        let timing = Measurement.run(iterations: 5) { StagedChangeset(source: source, target: target) }.measurement
        let stateBytes = try heapGrowth(measuring: "the bytes of one state of \(size) items") {
            target.map { BenchSection(model: $0.model, items: $0.items.map { $0 }) }
        }
        let changesetBytes = try heapGrowth(measuring: "the bytes of one changeset of \(size) items") {
            StagedChangeset(source: source, target: target)
        }
        return StreamListDiffAlone(seconds: timing.median, stateBytes: stateBytes, changesetBytes: changesetBytes)
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
