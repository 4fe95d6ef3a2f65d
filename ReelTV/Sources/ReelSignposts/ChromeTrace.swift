import Foundation

/// The Chrome trace-event format, which Perfetto and `chrome://tracing` open: intervals become
/// complete events (`"X"`), events become thread-scoped instants (`"i"`), times in microseconds.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
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
                name: $0.name, ph: "X", ts: $0.start.microseconds, dur: $0.duration.microseconds, s: nil,
                args: $0.metadata)
        }
        let instants = events.map {
            Event(name: $0.name, ph: "i", ts: $0.time.microseconds, dur: nil, s: "t", args: $0.metadata)
        }
        traceEvents = complete + instants
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension SignpostRecorder {
    /// The ended intervals and the events as Chrome trace-event JSON, for Perfetto
    /// (ui.perfetto.dev) or `chrome://tracing`.
    public func chromeTraceJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(ChromeTrace(intervals: intervals, events: events))
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
    fileprivate var microseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
    }
}
