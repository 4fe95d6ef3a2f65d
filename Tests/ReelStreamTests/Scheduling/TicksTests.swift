import Foundation
import ReelStream
import Testing

/// `Scheduler.ticks(every:)` on the virtual clock.
@MainActor
@Suite("Ticks on a scheduler")
struct TicksTests {
    let clock = VirtualTimeScheduler()

    @Test("ticks come every interval from the subscription on, and stop when it is cancelled")
    func ticksUntilCancelled() {
        var count = 0
        clock.advance(by: .milliseconds(300))
        let subscription = clock.ticks(every: .seconds(1)).sink { count += 1 }
        clock.advance(by: .milliseconds(999))
        #expect(count == 0)
        clock.advance(by: .milliseconds(1))
        #expect(count == 1)
        clock.advance(by: .seconds(3))
        #expect(count == 4)
        subscription.cancel()
        clock.advance(by: .seconds(5))
        #expect(count == 4)
    }

    @Test("each subscription has its own timer, starting when it subscribes")
    func independentSubscriptions() {
        let ticks = clock.ticks(every: .seconds(1))
        var first = 0
        var second = 0
        let a = ticks.sink { first += 1 }
        clock.advance(by: .milliseconds(500))
        let b = ticks.sink { second += 1 }
        clock.advance(by: .milliseconds(500))
        #expect((first, second) == (1, 0))
        clock.advance(by: .milliseconds(500))
        #expect((first, second) == (1, 1))
        a.cancel()
        b.cancel()
    }

    // The README's advice for a timer on every platform: where an async `main` owns the main
    // thread (this test runner's, and an app's on Linux), nothing turns `RunLoop.main`, but the
    // main queue is drained.
    @Test("ticks on the main queue arrive under an async main")
    func mainQueueTicksArrive() async {
        var received = 0
        for await _ in DispatchQueue.main.ticks(every: .milliseconds(10)).values {
            received += 1
            if received == 3 { break }
        }
        #expect(received == 3)
    }
}
