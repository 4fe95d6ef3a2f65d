import Foundation

/// Records named intervals and events, like `os_signpost`, and summarises them.
///
/// ```swift
/// let signposts = SignpostRecorder()
/// let display = signposts.begin("display", metadata: ["screen": "detail"])
/// // … the screen appears …
/// signposts.end(display)
/// signposts.summary(for: "display")?.first
/// ```
///
/// Any thread or task may record: the state sits behind an `NSLock` (hence `@unchecked
/// Sendable`: every access to the state goes through ``withState(_:)``). An interval counts once it
/// has ended; intervals still open are left out of ``intervals``, the summaries and the trace.
///
/// Marking — `begin`, `end`, `measure`, `event` — and reading the intervals, events and trace
/// work on every system Reel supports, so screens mark their work on iOS 15 too: times are kept
/// in nanoseconds. What speaks `Duration` — a clock given as one, the times of
/// ``SignpostInterval`` and ``SignpostEvent``, the summaries — needs iOS 16, tvOS 16, watchOS 9
/// or macOS 13, as `Duration` does.
public final class SignpostRecorder: @unchecked Sendable {
    private struct OpenInterval {
        let name: String
        let startNanoseconds: Int64
        let metadata: [String: String]
    }

    private struct State {
        var begun = 0
        var open: [SignpostID: OpenInterval] = [:]
        var ended: [SignpostInterval] = []
        var events: [SignpostEvent] = []
    }

    /// The clock: nanoseconds elapsed since any fixed origin.
    private let nanosecondsNow: @Sendable () -> Int64
    private let lock = NSLock()
    private var state = State()

    /// Creates a recorder timed by the system's uptime (`DispatchTime`, the clock `os_signpost`
    /// times with, which stands still while the device sleeps), from the moment it is created.
    public init() {
        let origin = DispatchTime.now().uptimeNanoseconds
        nanosecondsNow = { Int64(clamping: DispatchTime.now().uptimeNanoseconds - origin) }
    }

    /// Creates a recorder whose clock is `now`: the time elapsed since any fixed origin, kept to
    /// the nanosecond. Tests pass a clock they advance by hand.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public init(now: @escaping @Sendable () -> Duration) {
        nanosecondsNow = { now().wholeNanoseconds }
    }

    /// Begins an interval named `name` and returns its identifier for ``end(_:metadata:)``.
    public func begin(_ name: String, metadata: [String: String] = [:]) -> SignpostID {
        let start = nanosecondsNow()
        return withState { state in
            let id = SignpostID(order: state.begun)
            state.begun += 1
            state.open[id] = OpenInterval(name: name, startNanoseconds: start, metadata: metadata)
            return id
        }
    }

    /// Ends the interval `id`, adding `metadata` to what was given at begin (a key given at both
    /// keeps this value). Ending an interval that already ended does nothing.
    public func end(_ id: SignpostID, metadata: [String: String] = [:]) {
        let endTime = nanosecondsNow()
        withState { state in
            guard let begun = state.open.removeValue(forKey: id) else { return }
            state.ended.append(
                SignpostInterval(
                    name: begun.name, startNanoseconds: begun.startNanoseconds,
                    durationNanoseconds: endTime - begun.startNanoseconds,
                    metadata: begun.metadata.merging(metadata) { _, atEnd in atEnd }, order: id.order))
        }
    }

    /// Records an instant named `name`.
    public func event(_ name: String, metadata: [String: String] = [:]) {
        let time = nanosecondsNow()
        withState { $0.events.append(SignpostEvent(name: name, timeNanoseconds: time, metadata: metadata)) }
    }

    /// Runs `body` inside an interval named `name`, which ends however `body` returns.
    public func measure<T>(_ name: String, metadata: [String: String] = [:], _ body: () throws -> T) rethrows -> T {
        let id = begin(name, metadata: metadata)
        defer { end(id) }
        return try body()
    }

    /// Runs `body` inside an interval named `name`, which ends however `body` returns; `body`
    /// runs on the caller's actor.
    public func measure<T>(
        _ name: String, metadata: [String: String] = [:], isolation: isolated (any Actor)? = #isolation,
        _ body: () async throws -> T
    ) async rethrows -> T {
        let id = begin(name, metadata: metadata)
        defer { end(id) }
        return try await body()
    }

    /// The ended intervals, in begin order.
    public var intervals: [SignpostInterval] {
        withState { $0.ended }.sorted { $0.order < $1.order }
    }

    /// The events, in the order they were recorded.
    public var events: [SignpostEvent] {
        withState { $0.events }
    }

    /// How many intervals have begun and not ended.
    public var openIntervalCount: Int {
        withState { $0.open.count }
    }

    /// One summary per interval name, in the order the names first began.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func summaries() -> [SignpostSummary] {
        let intervals = intervals
        var names: [String] = []
        var durations: [String: [Duration]] = [:]
        for interval in intervals {
            if durations[interval.name] == nil { names.append(interval.name) }
            durations[interval.name, default: []].append(interval.duration)
        }
        return names.compactMap { SignpostSummary(name: $0, durations: durations[$0] ?? []) }
    }

    /// The summary of the intervals named `name`; `nil` when none has ended.
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func summary(for name: String) -> SignpostSummary? {
        SignpostSummary(name: name, durations: intervals.filter { $0.name == name }.map(\.duration))
    }

    /// Runs `body` with the state while holding the lock.
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
    /// This duration in whole nanoseconds, what a recorder keeps (a part of a nanosecond is
    /// dropped, toward zero); beyond `Int64`'s range, the end of the range on its side.
    fileprivate var wholeNanoseconds: Int64 {
        let (seconds, attoseconds) = components
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (sum, sumOverflow) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        guard !overflow, !sumOverflow else { return seconds < 0 ? .min : .max }
        return sum
    }
}
