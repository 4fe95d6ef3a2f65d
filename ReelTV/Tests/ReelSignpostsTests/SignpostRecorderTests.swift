import ReelSignposts
import ReelSignposts
import Testing

@MainActor
@Suite("SignpostRecorder")
struct SignpostRecorderTests {
    let clock = ManualClock()
    let signposts: SignpostRecorder

    init() {
        signposts = SignpostRecorder(now: { [clock] in clock.now })
    }

    /// Records one interval named `name` lasting `milliseconds`.
    private func record(_ name: String, milliseconds: Int) {
        let id = signposts.begin(name)
        clock.advance(by: .milliseconds(milliseconds))
        signposts.end(id)
    }

    @Test("an interval keeps its name, start, duration, begin order and merged metadata")
    func recordsAnInterval() throws {
        clock.advance(by: .milliseconds(5))
        let display = signposts.begin("display", metadata: ["screen": "detail", "phase": "begin"])
        clock.advance(by: .milliseconds(776))
        signposts.end(display, metadata: ["phase": "end"])

        let interval = try #require(signposts.intervals.first)
        #expect(signposts.intervals.count == 1)
        #expect(interval.name == "display")
        #expect(interval.start == .milliseconds(5))
        #expect(interval.duration == .milliseconds(776))
        #expect(interval.metadata == ["screen": "detail", "phase": "end"])
        #expect(interval.order == 0)
    }

    @Test("intervals are listed in begin order, whatever order they end in")
    func beginOrder() {
        let outer = signposts.begin("outer")
        let inner = signposts.begin("inner")
        clock.advance(by: .milliseconds(1))
        signposts.end(inner)
        signposts.end(outer)
        #expect(signposts.intervals.map(\.name) == ["outer", "inner"])
        #expect(signposts.intervals.map(\.order) == [0, 1])
    }

    @Test("a summary reports min, average and max, and the first interval apart from the later ones")
    func firstVersusLater() throws {
        for milliseconds in [100, 40, 90, 50] {
            record("display", milliseconds: milliseconds)
        }
        let summary = try #require(signposts.summary(for: "display"))
        #expect(summary.count == 4)
        #expect(summary.minimum == .milliseconds(40))
        #expect(summary.average == .milliseconds(70))
        #expect(summary.maximum == .milliseconds(100))
        #expect(summary.first == .milliseconds(100))
        #expect(summary.laterMedian == .milliseconds(50))
        #expect(summary.laterAverage == .milliseconds(60))
    }

    @Test("the later median of an even count is the mean of the middle two")
    func evenMedian() throws {
        for milliseconds in [9, 10, 40, 20, 30] {
            record("rotation", milliseconds: milliseconds)
        }
        let summary = try #require(signposts.summary(for: "rotation"))
        #expect(summary.laterMedian == .milliseconds(25))
    }

    @Test("one interval has no later statistics")
    func singleInterval() throws {
        record("display", milliseconds: 12)
        let summary = try #require(signposts.summary(for: "display"))
        #expect(summary.first == .milliseconds(12))
        #expect(summary.laterMedian == nil)
        #expect(summary.laterAverage == nil)
    }

    @Test("unended intervals are left out of intervals and summaries; ending twice counts once")
    func unendedIntervals() {
        _ = signposts.begin("display")
        let rotation = signposts.begin("rotation")
        clock.advance(by: .milliseconds(3))
        signposts.end(rotation)
        signposts.end(rotation)

        #expect(signposts.openIntervalCount == 1)
        #expect(signposts.intervals.map(\.name) == ["rotation"])
        #expect(signposts.summary(for: "display") == nil)
        #expect(signposts.summaries().map(\.name) == ["rotation"])
        #expect(signposts.summaries().first?.count == 1)
    }

    @Test("summaries come one per name, in the order the names first began")
    func summariesByName() {
        record("makeView", milliseconds: 6)
        record("display", milliseconds: 700)
        record("makeView", milliseconds: 2)
        #expect(signposts.summaries().map(\.name) == ["makeView", "display"])
        #expect(signposts.summaries().map(\.count) == [2, 1])
    }

    @Test("measure records an interval around its body, also when the body throws")
    func measure() {
        let value = signposts.measure("work", metadata: ["kind": "sync"]) {
            clock.advance(by: .milliseconds(8))
            return 42
        }
        #expect(value == 42)
        #expect(throws: MeasuredFailure.self) {
            try signposts.measure("failing") { throw MeasuredFailure() }
        }
        #expect(signposts.intervals.map(\.name) == ["work", "failing"])
        #expect(signposts.intervals.first?.duration == .milliseconds(8))
        #expect(signposts.intervals.first?.metadata == ["kind": "sync"])
    }

    @Test("async measure records an interval around an awaiting body")
    func measureAsync() async {
        let value = await signposts.measure("load") {
            await Task.yield()
            clock.advance(by: .milliseconds(30))
            return "done"
        }
        #expect(value == "done")
        #expect(signposts.intervals.map(\.duration) == [.milliseconds(30)])
    }

    @Test("events are recorded with their time and metadata")
    func events() throws {
        clock.advance(by: .milliseconds(2))
        signposts.event("tap", metadata: ["target": "download"])
        let event = try #require(signposts.events.first)
        #expect(signposts.events.count == 1)
        #expect(event.name == "tap")
        #expect(event.time == .milliseconds(2))
        #expect(event.metadata == ["target": "download"])
    }

    @Test("a recorder on the system's uptime gives every interval a start no earlier than the one before it ended, and no negative duration")
    func uptimeClock() throws {
        let signposts = SignpostRecorder()
        signposts.measure("first") {}
        signposts.measure("second") {}
        signposts.event("after")
        let intervals = signposts.intervals
        let (first, second) = (try #require(intervals.first), try #require(intervals.last))
        #expect(first.start >= .zero && first.duration >= .zero && second.duration >= .zero)
        #expect(second.start >= first.start + first.duration)
        #expect(try #require(signposts.events.first).time >= second.start + second.duration)
    }

    @Test("times from a Duration clock are kept to the nanosecond, a part of one dropped")
    func wholeNanoseconds() {
        let id = signposts.begin("short")
        clock.advance(by: .nanoseconds(2) + Duration(secondsComponent: 0, attosecondsComponent: 999_999_999))
        signposts.end(id)
        #expect(signposts.intervals.map(\.duration) == [.nanoseconds(2)])
    }

    @Test("signposts from many tasks at once are all recorded, each with its own begin order")
    func concurrentRecording() async {
        let signposts = SignpostRecorder()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<250 {
                        signposts.measure("task \(task)", metadata: ["index": "\(index)"]) {}
                        signposts.event("tick")
                    }
                }
            }
        }
        let intervals = signposts.intervals
        #expect(intervals.count == 2000)
        #expect(intervals.map(\.order) == Array(0..<2000))
        #expect(signposts.events.count == 2000)
        #expect(signposts.openIntervalCount == 0)
        #expect(signposts.summaries().map(\.count) == Array(repeating: 250, count: 8))
    }
}

private struct MeasuredFailure: Error {}
