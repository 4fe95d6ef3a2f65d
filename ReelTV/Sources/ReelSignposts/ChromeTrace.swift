import Foundation

/// The Chrome trace-event format, which Perfetto and `chrome://tracing` open: intervals become
/// complete events (`"X"`), events become thread-scoped instants (`"i"`), times in microseconds.
struct ChromeTrace: Encodable {
    struct Event: Encodable {
        let name: String
        let cat = "reel"
        let ph: String
        let ts: Double
        let dur: Double?
        let s: String?
        let pid = 1
        let tid = 1
        let args: [String: String]
    }

    let traceEvents: [Event]
    let displayTimeUnit = "ms"

    init(intervals: [SignpostInterval], events: [SignpostEvent]) {
        let complete = intervals.map {
            Event(
                name: $0.name, ph: "X", ts: Self.microseconds($0.startNanoseconds),
                dur: Self.microseconds($0.durationNanoseconds), s: nil,
                args: $0.metadata)
        }
        let instants = events.map {
            Event(name: $0.name, ph: "i", ts: Self.microseconds($0.timeNanoseconds), dur: nil, s: "t", args: $0.metadata)
        }
        traceEvents = complete + instants
    }

    private static func microseconds(_ nanoseconds: Int64) -> Double {
        Double(nanoseconds) / 1_000
    }
}

extension SignpostRecorder {
    /// The ended intervals and the events as Chrome trace-event JSON, for Perfetto
    /// (ui.perfetto.dev) or `chrome://tracing`.
    public func chromeTraceJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ChromeTrace(intervals: intervals, events: events))
    }
}
