#if UIKIT_LISTS
import ReelDataSource
import ReelDiff
import ReelTestSupport
import Testing

/// A data source follows an async sequence of sections on every kind of list, as it follows a
/// publisher: the sequence read as it produces, its latest element applied, coalesced while an
/// update animates.
@MainActor
@Suite struct AsyncSequenceTests {
    struct Broken: Error {}

    /// The list is held by a diff that waits at a gate while the stream delivers a state every
    /// main-actor turn: faster than the list, whose update cannot finish. The stream may buffer
    /// one state only, so a state finding the buffer full would show a backlog.
    @Test(
        "a stream faster than the list builds no backlog, and the list ends at its latest state after a few batches",
        arguments: ListKind.allCases)
    func fasterThanTheList(_ kind: ListKind) async throws {
        let gated = await GatedDiff.takeTurn()
        let list = kind.make(gated.options)
        await list.reload(to: [section(0, [0])])
        let batches = list.batches.count
        let (states, continuation) = AsyncStream<[ItemSection]>.makeStream(bufferingPolicy: .bufferingOldest(1))
        let following = list.follow(states)
        var diffsStarted = gated.starts.makeAsyncIterator()
        continuation.yield([section(0, [0, 1])])
        await diffsStarted.next()
        for last in 2...200 {
            guard case .enqueued = continuation.yield([section(0, Array(0...last))]) else {
                Issue.record("\(kind): state \(last) found the stream's one-state buffer full: a backlog")
                break
            }
            await Task.yield()
        }
        continuation.finish()
        try await following.value
        gated.gate.signal()  // the first diff finishes, overtaken: the latest state takes its place
        await diffsStarted.next()
        gated.gate.signal()
        let latest = [section(0, Array(0...200))]
        await list.waitUntilShown(latest)
        list.expectShows(latest)
        #expect(list.batches.count - batches <= 2, "\(kind): \(list.batches.count - batches) batches for 200 states")
        await gated.endTurn()
    }

    /// 200,000 states wait in an unbounded stream before the data source reads one, and the
    /// test holds the main actor while the stream is read to its end. A data source that read
    /// on the main actor, one state a turn, performed a batch for every state the list was
    /// ready for (200,000 batches), while the states waited in the stream's buffer.
    @Test(
        "a flood on an unbounded stream is read ahead of the main actor, and its last state is shown after a few batches",
        arguments: ListKind.allCases)
    func flood(_ kind: ListKind) async {
        await GatedDiffTurns.shared.take()
        await showFlood(kind)
        await GatedDiffTurns.shared.end()
    }

    private func showFlood(_ kind: ListKind) async {
        let list = kind.make()
        await list.reload(to: [section(0, [0])])
        let batches = list.batches.count
        let (states, continuation) = AsyncStream<[ItemSection]>.makeStream()
        for state in 1...200_000 { continuation.yield([section(0, [state])]) }
        continuation.finish()
        let gated = GatedSequence(states)
        let following = list.follow(gated)
        for await _ in gated.firstRequest {}
        guard gated.readToTheEndHoldingTheMainActor() else {
            Issue.record("\(kind): the stream was not read while the main actor was busy")
            following.cancel()
            return
        }
        await #expect(throws: Never.self) { try await following.value }
        let last = [section(0, [200_000])]
        await list.waitUntilShown(last)
        list.expectShows(last)
        // One update, to the last state, whose diff is one batch.
        #expect(list.batches.count - batches == 1, "\(kind): \(list.batches.count - batches) batches for 200,000 states")
    }

    @Test("a stream that fails ends following, and the task throws its error", arguments: ListKind.allCases)
    func failing(_ kind: ListKind) async {
        let list = kind.make()
        let (states, continuation) = AsyncThrowingStream<[ItemSection], any Error>.makeStream()
        let following = list.follow(states)
        continuation.yield([section(0, [1])])
        continuation.finish(throwing: Broken())
        await #expect(throws: Broken.self) { try await following.value }
        await list.settle()
        list.expectShows([section(0, [1])])
    }

    @Test("states that arrive one by one are each shown", arguments: ListKind.allCases)
    func oneByOne(_ kind: ListKind) async {
        let list = kind.make()
        let (states, continuation) = AsyncStream<[ItemSection]>.makeStream()
        _ = list.follow(states)
        for last in 0..<5 {
            continuation.yield([section(0, Array(0...last))])
            await list.waitUntilShown([section(0, Array(0...last))])
        }
        continuation.finish()
    }

    @Test("cancelling the task stops following", arguments: ListKind.allCases)
    func cancelling(_ kind: ListKind) async throws {
        let list = kind.make()
        let (states, continuation) = AsyncStream<[ItemSection]>.makeStream()
        let following = list.follow(states)
        continuation.yield([section(0, [1])])
        await list.waitUntilShown([section(0, [1])])
        following.cancel()
        try await following.value
        continuation.yield([section(0, [1, 2])])
        await list.settle()
        list.expectShows([section(0, [1])])
    }

    @Test("following another stream stops following the first", arguments: ListKind.allCases)
    func followingAnother(_ kind: ListKind) async throws {
        let list = kind.make()
        let (first, firstContinuation) = AsyncStream<[ItemSection]>.makeStream()
        let firstFollowing = list.follow(first)
        let (second, secondContinuation) = AsyncStream<[ItemSection]>.makeStream()
        _ = list.follow(second)
        try await firstFollowing.value
        firstContinuation.yield([section(0, [1])])
        secondContinuation.yield([section(0, [2])])
        await list.waitUntilShown([section(0, [2])])
        #expect(!list.sections.flatMap(\.items).contains { $0.id == 1 }, "\(kind)")
        secondContinuation.finish()
    }
}
#endif
