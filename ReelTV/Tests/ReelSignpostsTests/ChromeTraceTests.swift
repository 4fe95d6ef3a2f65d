import Foundation
import ReelSignposts
import Testing

@MainActor
@Suite("SignpostRecorder.chromeTraceJSON()")
struct ChromeTraceTests {
    /// The trace format, read back to check what was written.
    struct Trace: Decodable {
        struct Event: Decodable, Equatable {
            let name: String
            let cat: String
            let ph: String
            let ts: Double
            let dur: Double?
            let s: String?
            let pid: Int
            let tid: Int
            let args: [String: String]
        }

        let traceEvents: [Event]
        let displayTimeUnit: String
    }

    let clock = ManualClock()
    let signposts: SignpostRecorder

    init() {
        signposts = SignpostRecorder(now: { [clock] in clock.now })
    }

    @Test("intervals become complete events and events instants, in microseconds")
    func traceEvents() throws {
        clock.advance(by: .milliseconds(1))
        let display = signposts.begin("display", metadata: ["screen": "detail \"quoted\""])
        clock.advance(by: .microseconds(1500))
        signposts.event("tap")
        clock.advance(by: .microseconds(500))
        signposts.end(display)
        _ = signposts.begin("never ended")

        let trace = try JSONDecoder().decode(Trace.self, from: signposts.chromeTraceJSON())
        #expect(trace.displayTimeUnit == "ms")
        #expect(
            trace.traceEvents == [
                Trace.Event(
                    name: "display", cat: "reel", ph: "X", ts: 1000, dur: 2000, s: nil, pid: 1, tid: 1,
                    args: ["screen": "detail \"quoted\""]),
                Trace.Event(name: "tap", cat: "reel", ph: "i", ts: 2500, dur: nil, s: "t", pid: 1, tid: 1, args: [:]),
            ])
    }

    @Test("the JSON is a single object with the keys trace viewers look for")
    func validJSON() throws {
        signposts.measure("work") { clock.advance(by: .nanoseconds(1500)) }
        let object = try JSONSerialization.jsonObject(with: signposts.chromeTraceJSON())
        let root = try #require(object as? [String: Any])
        let events = try #require(root["traceEvents"] as? [[String: Any]])
        #expect(Set(root.keys) == ["traceEvents", "displayTimeUnit"])
        #expect(events.count == 1)
        #expect(events.first?["dur"] as? Double == 1.5)
    }

    @Test("an empty recorder writes an empty trace")
    func emptyTrace() throws {
        let trace = try JSONDecoder().decode(Trace.self, from: signposts.chromeTraceJSON())
        #expect(trace.traceEvents.isEmpty)
    }
}
