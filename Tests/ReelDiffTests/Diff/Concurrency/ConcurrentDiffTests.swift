import ReelDiff
import ReelTestSupport
import Testing

/// The diff is `Sendable` and keeps no global state, so it runs off the main thread, several at
/// once, with the same results as one after another.
@Suite("Concurrent diffs")
struct ConcurrentDiffTests {
    @Test("sectioned diffs on concurrent tasks equal the serial ones")
    func sectioned() async {
        let inputs = Self.pairs(seed: 0xC0C0_0000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            return DiffPair(source: input.source, target: input.target)
        }
        await expectConcurrentEqualsSerial(inputs) { StagedChangeset(source: $0.source, target: $0.target) }
    }

    @Test("linear diffs on concurrent tasks equal the serial ones")
    func linear() async {
        let inputs = Self.pairs(seed: 0xC0C1_0000) { fuzz in
            let input = LinearDiffInput.random(&fuzz)
            return DiffPair(source: input.source, target: input.target)
        }
        await expectConcurrentEqualsSerial(inputs) { StagedChangeset(source: $0.source, target: $0.target) }
    }

    @Test("sectioned diffs on concurrent tasks sharing one workspace equal the serial ones made alone")
    func sectionedInOneWorkspace() async {
        let inputs = Self.pairs(seed: 0xC0C2_0000) { fuzz in
            let input = SectionedDiffInput.random(&fuzz)
            return DiffPair(source: input.source, target: input.target)
        }
        // Diffs running at once borrow the workspace in turn, or work in memory of their own.
        let workspace = DiffWorkspace<Item>()
        await expectConcurrentEqualsSerial(inputs, serial: { StagedChangeset(source: $0.source, target: $0.target) }) {
            StagedChangeset(source: $0.source, target: $0.target, workspace: workspace)
        }
    }

    /// 64 pairs that `random` makes, each from a seed of its own counted up from `seed`.
    private static func pairs<Data>(seed: UInt64, _ random: (inout FuzzCase) -> DiffPair<Data>) -> [DiffPair<Data>] {
        (0..<64).map { index in
            var fuzz = FuzzCase(seed: seed &+ UInt64(index))
            return random(&fuzz)
        }
    }

    struct DiffPair<Data: Sendable>: Sendable {
        var source: Data
        var target: Data
    }

    /// Diffs every input on several tasks at once, so that equal inputs race too, and expects
    /// each result to equal the serial one: `serial`'s, or `diff`'s one at a time.
    private func expectConcurrentEqualsSerial<Data: Sendable & Equatable>(
        _ inputs: [DiffPair<Data>], serial: ((DiffPair<Data>) -> StagedChangeset<Data>)? = nil,
        diff: @escaping @Sendable (DiffPair<Data>) -> StagedChangeset<Data>
    ) async {
        let serial = inputs.map(serial ?? diff)
        let copies = 4
        let concurrent = await withTaskGroup(of: (Int, StagedChangeset<Data>).self) { group in
            for _ in 0..<copies {
                for (index, input) in inputs.enumerated() {
                    group.addTask { (index, diff(input)) }
                }
            }
            var results: [(Int, StagedChangeset<Data>)] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(concurrent.count == inputs.count * copies)
        for (index, changeset) in concurrent {
            #expect(changeset == serial[index], "input \(index) differs when diffed concurrently")
        }
    }
}
