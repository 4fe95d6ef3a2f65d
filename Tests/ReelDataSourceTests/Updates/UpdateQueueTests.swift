@testable import ReelDataSource
import Testing

/// The bookkeeping of serialised, coalesced updates, on its own.
@MainActor
@Suite struct UpdateQueueTests {
    @Test("one update runs at a time, and the latest submitted state is the one that waits")
    func oneRunsLatestWaits() {
        var queue = UpdateQueue<String>()
        queue.submit("a", animated: true, completion: nil)
        let first = queue.startNext()
        #expect(first?.state == "a")
        queue.submit("b", animated: true, completion: nil)
        queue.submit("c", animated: false, completion: nil)
        #expect(queue.startNext() == nil, "a is still running")
        _ = queue.finish(first!)
        let next = queue.startNext()
        #expect(next?.state == "c")
        #expect(next?.animated == false)
        #expect(!queue.hasWaitingState)
    }

    @Test("showing a state fulfils its completion and those of the states it replaced")
    func completionsOfReplacedStates() {
        var queue = UpdateQueue<String>()
        var fulfilled: [String] = []
        queue.submit("a", animated: true) { fulfilled.append("a") }
        let a = queue.startNext()!
        queue.submit("b", animated: true) { fulfilled.append("b") }
        for completion in queue.finish(a) { completion() }
        #expect(fulfilled == ["a"])
        queue.submit("c", animated: true) { fulfilled.append("c") }
        let c = queue.startNext()!
        #expect(c.state == "c")
        for completion in queue.finish(c) { completion() }
        #expect(fulfilled == ["a", "b", "c"])
    }

    @Test("an abandoned update hands its completions to the newer state")
    func abandonedUpdate() {
        var queue = UpdateQueue<String>()
        var fulfilled: [String] = []
        queue.submit("a", animated: true) { fulfilled.append("a") }
        let a = queue.startNext()!
        queue.submit("b", animated: true) { fulfilled.append("b") }
        queue.abandon(a)
        #expect(fulfilled.isEmpty)
        let b = queue.startNext()!
        for completion in queue.finish(b) { completion() }
        #expect(fulfilled == ["a", "b"])
    }
}
