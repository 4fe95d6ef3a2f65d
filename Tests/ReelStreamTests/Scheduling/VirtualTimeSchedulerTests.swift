import ReelStream
import Testing

@MainActor
@Suite("VirtualTimeScheduler")
struct VirtualTimeSchedulerTests {
    let scheduler = VirtualTimeScheduler()

    @Test("nothing runs until the clock is advanced; then due actions run in time order")
    func runsDueActionsInOrder() {
        var ran: [String] = []
        let start = scheduler.now
        scheduler.schedule(after: start.advanced(by: .seconds(2))) { ran.append("2s") }
        scheduler.schedule(after: start.advanced(by: .seconds(1))) { ran.append("1s") }
        scheduler.schedule { ran.append("now") }
        #expect(ran == [])

        scheduler.advance(by: .milliseconds(1500))
        #expect(ran == ["now", "1s"])
        #expect(scheduler.now == start.advanced(by: .milliseconds(1500)))
        scheduler.advance(by: .seconds(1))
        #expect(ran == ["now", "1s", "2s"])
    }

    @Test("actions due at the same time run in the order they were scheduled")
    func sameTimeKeepsOrder() {
        var ran: [Int] = []
        let due = scheduler.now.advanced(by: .seconds(1))
        for index in 0..<5 {
            scheduler.schedule(after: due) { ran.append(index) }
        }
        scheduler.advance(by: .seconds(1))
        #expect(ran == [0, 1, 2, 3, 4])
    }

    @Test("an action sees the clock at its own due time, and may schedule more within the advance")
    func nestedScheduling() {
        var times: [Int] = []
        let start = scheduler.now
        func elapsedMilliseconds() -> Int {
            Int(start.distance(to: scheduler.now).magnitude / 1_000_000)
        }
        scheduler.schedule(after: start.advanced(by: .milliseconds(100))) {
            times.append(elapsedMilliseconds())
            scheduler.schedule(after: scheduler.now.advanced(by: .milliseconds(100))) {
                times.append(elapsedMilliseconds())
            }
        }
        scheduler.advance(by: .seconds(1))
        #expect(times == [100, 200])
        #expect(elapsedMilliseconds() == 1000)
    }

    @Test("repeating actions run at each interval until cancelled")
    func repeating() {
        var count = 0
        let start = scheduler.now
        let timer = scheduler.schedule(after: start.advanced(by: .seconds(1)), interval: .seconds(1)) { count += 1 }
        scheduler.advance(by: .milliseconds(3500))
        #expect(count == 3)
        timer.cancel()
        scheduler.advance(by: .seconds(10))
        #expect(count == 3)
    }

    @Test("run() runs everything scheduled, however far ahead")
    func runAll() {
        var ran = false
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(3600))) { ran = true }
        scheduler.run()
        #expect(ran)
    }

    @Test("advancing by a negative amount does not move the clock back")
    func noTimeTravel() {
        let start = scheduler.now
        scheduler.advance(by: .seconds(-5))
        #expect(scheduler.now == start)
    }
}
