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
/// Times are `Duration`s, which need iOS 16, tvOS 16, watchOS 9 or macOS 13; the rest of ReelUI
/// runs on every system Reel supports.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
public final class SignpostRecorder: @unchecked Sendable {
    private struct OpenInterval {
        let name: String
        let start: Duration
        let metadata: [String: String]
    }

    private struct State {
        var begun = 0
        var open: [SignpostID: OpenInterval] = [:]
        var ended: [SignpostInterval] = []
        var events: [SignpostEvent] = []
    }

    private let now: @Sendable () -> Duration
    private let lock = NSLock()
    private var state = State()

    /// Creates a recorder whose clock is `now`: the time elapsed since any fixed origin. Tests
    /// pass a clock they advance by hand.
    public init(now: @escaping @Sendable () -> Duration) {
        self.now = now
    }

    /// Creates a recorder timed by `ContinuousClock`, from the moment it is created.
    public convenience init() {
        let clock = ContinuousClock()
        let origin = clock.now
        self.init(now: { origin.duration(to: clock.now) })
    }

    /// Begins an interval named `name` and returns its identifier for ``end(_:metadata:)``.
    public func begin(_ name: String, metadata: [String: String] = [:]) -> SignpostID {
        let start = now()
        return withState { state in
            let id = SignpostID(order: state.begun)
            state.begun += 1
            state.open[id] = OpenInterval(name: name, start: start, metadata: metadata)
            return id
        }
    }

    /// Ends the interval `id`, adding `metadata` to what was given at begin (a key given at both
    /// keeps this value). Ending an interval that already ended does nothing.
    public func end(_ id: SignpostID, metadata: [String: String] = [:]) {
        let endTime = now()
        withState { state in
            guard let begun = state.open.removeValue(forKey: id) else { return }
            state.ended.append(
                SignpostInterval(
                    name: begun.name, start: begun.start, duration: endTime - begun.start,
                    metadata: begun.metadata.merging(metadata) { _, atEnd in atEnd }, order: id.order))
        }
    }

    /// Records an instant named `name`.
    public func event(_ name: String, metadata: [String: String] = [:]) {
        let time = now()
        withState { $0.events.append(SignpostEvent(name: name, time: time, metadata: metadata)) }
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
