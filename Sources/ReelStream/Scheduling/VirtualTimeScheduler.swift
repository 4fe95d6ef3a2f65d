import Foundation

/// A scheduler whose clock moves only when a test says so, running due actions in order.
///
/// Time-based logic (debounce, throttle, delay, timeouts) is tested by advancing this clock
/// instead of sleeping, so tests are fast and give the same result on every run:
/// ```swift
/// let scheduler = VirtualTimeScheduler()
/// let stream = ViewStream<SearchLogic>(extra: .init(api: api, scheduler: scheduler.eraseToAnyScheduler()))
/// stream.input.query("swift")
/// scheduler.advance(by: .milliseconds(300))   // the debounce fires here, synchronously
/// ```
///
/// ReelStream has its own test scheduler so that it depends on nothing but Combine (or
/// OpenCombine where Combine is missing), and its users' tests need no other package either.
///
/// Actions scheduled for "now" run on the next ``advance(by:)`` (which may be by zero), not
/// inside `schedule`, just as a real queue runs them later rather than re-entrantly. Actions due
/// at the same instant run in the order they were scheduled.
///
/// It is not `Sendable`: schedule and advance it from one isolation domain (the test's).
public final class VirtualTimeScheduler<Time: Strideable, Options>: Scheduler
where Time.Stride: SchedulerTimeIntervalConvertible {
    public typealias SchedulerTimeType = Time
    public typealias SchedulerOptions = Options

    /// An action waiting for its time; `sequence` keeps equal times in scheduling order.
    private struct Pending {
        let sequence: Int
        let due: Time
        let action: () -> Void
    }

    /// The current virtual time.
    public private(set) var now: Time
    /// Always zero: virtual time is exact.
    public var minimumTolerance: Time.Stride { .zero }

    private var pending: [Pending] = []
    private var nextSequence = 0

    /// Creates a scheduler whose clock starts at `now`.
    public init(now: Time) {
        self.now = now
    }

    public func schedule(options: Options?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    public func schedule(after date: Time, tolerance: Time.Stride, options: Options?, _ action: @escaping () -> Void) {
        enqueue(at: date, action)
    }

    public func schedule(
        after date: Time, interval: Time.Stride, tolerance: Time.Stride, options: Options?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let repetition = Repetition()
        // A non-positive interval would put the next run at the same instant forever.
        let step = Swift.max(interval, Time.Stride.nanoseconds(1))
        // Each run schedules the next; the scheduler is held weakly so that a repetition nobody
        // cancels does not keep a discarded scheduler alive.
        func scheduleRun(on scheduler: VirtualTimeScheduler, at due: Time) {
            scheduler.enqueue(at: due) { [weak scheduler] in
                guard !repetition.isCancelled else { return }
                action()
                guard !repetition.isCancelled, let scheduler else { return }
                scheduleRun(on: scheduler, at: due.advanced(by: step))
            }
        }
        scheduleRun(on: self, at: date)
        return AnyCancellable { repetition.isCancelled = true }
    }

    /// Moves the clock forward by `stride`, running every action that falls due on the way, in
    /// time order, with the clock set to each action's time while it runs.
    ///
    /// Actions scheduled by actions run too if they fall due before the target time.
    public func advance(by stride: Time.Stride = .zero) {
        let target = now.advanced(by: Swift.max(stride, .zero))
        while let next = takeNext(dueBy: target) {
            now = Swift.max(now, next.due)
            next.action()
        }
        now = target
    }

    /// Runs every action scheduled so far and those they schedule, moving the clock as far as
    /// needed, until nothing is left. Repeating actions would never leave nothing; cancel them
    /// first or use ``advance(by:)``.
    public func run() {
        while let next = takeNext(dueBy: nil) {
            now = Swift.max(now, next.due)
            next.action()
        }
    }

    private func enqueue(at due: Time, _ action: @escaping () -> Void) {
        pending.append(Pending(sequence: nextSequence, due: due, action: action))
        nextSequence += 1
    }

    /// Removes and returns the earliest pending action due at or before `limit` (any, if nil).
    private func takeNext(dueBy limit: Time?) -> Pending? {
        guard
            let index = pending.indices.min(by: {
                (pending[$0].due, pending[$0].sequence) < (pending[$1].due, pending[$1].sequence)
            }),
            limit.map({ pending[index].due <= $0 }) ?? true
        else { return nil }
        return pending.remove(at: index)
    }
}

extension VirtualTimeScheduler {
    /// Whether a repeating action was cancelled; shared by all its runs.
    private final class Repetition {
        var isCancelled = false
    }
}

extension VirtualTimeScheduler
where Time == DispatchQueue.SchedulerTimeType, Options == DispatchQueue.SchedulerOptions {
    /// A scheduler with `DispatchQueue`'s time type, so it can stand in for ``AnyScheduler/main``.
    ///
    /// The clock starts one nanosecond after the origin: `DispatchTime(uptimeNanoseconds: 0)`
    /// means "now" to Dispatch, which is not a fixed instant.
    public convenience init() {
        self.init(now: DispatchQueue.SchedulerTimeType(DispatchTime(uptimeNanoseconds: 1)))
    }
}
