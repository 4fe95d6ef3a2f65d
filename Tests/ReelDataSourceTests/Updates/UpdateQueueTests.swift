@testable import ReelDataSource
import Testing

/// The bookkeeping of serialised, coalesced updates, on its own.
@MainActor
@Suite struct UpdateQueueTests {
    @Test("one update runs at a time, and the latest submitted state is the one that waits")
    func oneRunsLatestWaits() {
        var queue = UpdateQueue<String>()
        queue.submit("a", presentation: .animated, completion: nil)
        let first = queue.startNext()
        #expect(first?.state == "a")
        #expect(queue.submit("b", presentation: .animated, completion: nil) == nil)
        #expect(queue.submit("c", presentation: .withoutAnimation, completion: nil) == "b", "c replaces b, which is handed back")
        #expect(queue.startNext() == nil, "a is still running")
        _ = queue.finish(first!)
        let next = queue.startNext()
        #expect(next?.state == "c")
        #expect(next?.presentation == .withoutAnimation)
        #expect(queue.startNext() == nil, "c runs and nothing waits")
    }

    @Test("showing a state fulfils its completion and those of the states it replaced")
    func completionsOfReplacedStates() {
        var queue = UpdateQueue<String>()
        var fulfilled: [String] = []
        queue.submit("a", presentation: .animated) { fulfilled.append("a") }
        let a = queue.startNext()!
        queue.submit("b", presentation: .animated) { fulfilled.append("b") }
        for completion in queue.finish(a) { completion() }
        #expect(fulfilled == ["a"])
        queue.submit("c", presentation: .animated) { fulfilled.append("c") }
        let c = queue.startNext()!
        #expect(c.state == "c")
        for completion in queue.finish(c) { completion() }
        #expect(fulfilled == ["a", "b", "c"])
    }

    @Test("a restarted update waits to run again, unless a newer state waits: then it is handed back")
    func restartedUpdate() {
        var queue = UpdateQueue<String>()
        var fulfilled: [String] = []
        queue.submit("a", presentation: .animated) { fulfilled.append("a") }
        let a = queue.startNext()!
        #expect(queue.restart(a) == nil, "nothing newer waits: a waits again")
        let again = queue.startNext()!
        #expect(again.state == "a")
        queue.submit("b", presentation: .animated) { fulfilled.append("b") }
        #expect(queue.restart(again) == "a", "b waits already: a is given up for it")
        let b = queue.startNext()!
        #expect(b.state == "b")
        for completion in queue.finish(b) { completion() }
        #expect(fulfilled == ["a", "b"])
    }

    /// A never-ending stream on a virtual clock: a state arrives every tick and every update
    /// takes three ticks, so whenever an update ends a newer state is waiting. Dropping every
    /// overtaken update would never show anything after the first state.
    @Test("a never-ending stream faster than the updates is shown at most two update durations late")
    func neverEndingStreamIsShown() {
        let updateTicks = 3
        var queue = UpdateQueue<Int>()  // each state is the tick it arrived at
        var running: (request: UpdateQueue<Int>.Request, endsAt: Int)?
        var shownArrival = 0  // the state on screen before the stream arrived at tick 0
        var shownCount = 0
        var oldestShownAge = 0
        for tick in 1...1_000 {
            queue.submit(tick, presentation: .animated, completion: nil)
            if let update = running, update.endsAt == tick {
                _ = queue.finish(update.request)
                shownArrival = update.request.state
                shownCount += 1
                running = nil
            }
            if running == nil, let next = queue.startNext() {
                running = (next, tick + updateTicks)
            }
            oldestShownAge = max(oldestShownAge, tick - shownArrival)
        }
        #expect(oldestShownAge <= 2 * updateTicks, "the shown state was \(oldestShownAge) ticks old")
        #expect(shownCount >= 1_000 / updateTicks - 1, "only \(shownCount) updates were shown")
    }
}
