import Foundation

/// Counts the effects under way — asynchronous work a stream started whose outcome has not
/// come back yet — so that whoever must know when a screen is final can wait for them instead
/// of guessing.
///
/// An answer computed on another thread reaches the screen some time after the run loop went
/// idle: an idle loop alone does not mean the screen is final, and waiting "long enough" is a
/// guess a loaded machine proves wrong. An effect that says when it starts and when it ends
/// lets a test or a script host wait exactly until nothing is left under way:
/// ```swift
/// let effects = EffectTracker()
/// let answers = queries.mapLatestTask(trackedBy: effects) { try await api.search($0) }
/// // …
/// await window.loop.settle()
/// if !effects.isIdle { _ = await effects.untilIdle(orAfter: .seconds(30)) }
/// ```
/// ``AsyncResultPublisher`` and `Publisher.mapLatestTask(trackedBy:_:)` count their tasks
/// when given a tracker; other asynchronous work counts itself with ``started()`` and
/// ``finished()``. A clock that only a test moves can take an effect asleep on it out of the
/// count while it sleeps (``finished()`` when it falls asleep, ``started()`` when it wakes):
/// nothing but moving the clock would move it on, so it is not under way.
///
/// Every ``started()`` must be matched by exactly one ``finished()``. Unlike a `DispatchGroup`
/// it can say how many effects are under way, which is what a test that gave up needs to
/// report, and it can be awaited.
///
/// Two trackers are equal only when they are the same tracker.
public final class EffectTracker: @unchecked Sendable {
    // The count changes on whatever thread an effect starts or ends on; `lock` guards every
    // mutable field.
    private let lock = NSLock()
    private var underWay = 0
    /// Those waiting for the count to reach zero, by the number their wait was given.
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0

    /// A tracker with no effect under way.
    public init() {}

    /// The number of effects under way.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return underWay
    }

    /// Whether no effect is under way.
    public var isIdle: Bool { count == 0 }

    /// Counts an effect as under way, until its ``finished()``.
    public func started() {
        lock.lock()
        underWay += 1
        lock.unlock()
    }

    /// Counts an effect ``started()`` before as no longer under way; when it was the last one,
    /// every ``untilIdle(orAfter:)`` waiting returns `true`.
    ///
    /// Calling it more often than ``started()`` is a programming error, as leaving a
    /// `DispatchGroup` more often than entering it is: the count would no longer say anything.
    public func finished() {
        lock.lock()
        guard underWay > 0 else {
            lock.unlock()
            preconditionFailure(
                "EffectTracker.finished() called more often than started(): an effect ended that was never counted as started")
        }
        underWay -= 1
        var resumed: [CheckedContinuation<Bool, Never>] = []
        if underWay == 0 {
            resumed = Array(waiters.values)
            waiters = [:]
        }
        lock.unlock()
        for waiter in resumed { waiter.resume(returning: true) }
    }
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension EffectTracker {
    /// Returns `true` once no effect is under way (at once when none is), or `false` when
    /// `limit` of real time passed first.
    ///
    /// The limit is a safety net, not a measure: an effect that never ends fails the wait with
    /// the count still under way to report, instead of hanging a test for good. Real time never
    /// decides that the effects are done; only their ``finished()`` does.
    public func untilIdle(orAfter limit: Duration) async -> Bool {
        await withCheckedContinuation { continuation in
            lock.lock()
            guard underWay > 0 else {
                lock.unlock()
                return continuation.resume(returning: true)
            }
            let waiter = nextWaiter
            nextWaiter += 1
            waiters[waiter] = continuation
            lock.unlock()
            // Whichever comes first, the last effect's end or the limit, takes the waiter out
            // under the lock; the other finds it gone. So it is resumed exactly once, and no
            // task needs cancelling.
            guard let deadline = Self.deadline(after: limit) else { return }
            DispatchQueue.global().asyncAfter(deadline: deadline) { [weak self] in
                self?.giveUp(waiter)
            }
        }
    }

    /// The dispatch deadline `limit` from now, to the nanosecond; `nil` for a limit of more
    /// than a year, which is as good as none (and would overflow a dispatch interval).
    private static func deadline(after limit: Duration) -> DispatchTime? {
        let (seconds, attoseconds) = limit.components
        guard seconds < 365 * 24 * 60 * 60 else { return nil }
        let wholeSeconds = DispatchTimeInterval.seconds(Int(max(0, seconds)))
        let nanoseconds = DispatchTimeInterval.nanoseconds(Int(max(0, attoseconds / 1_000_000_000)))
        return DispatchTime.now() + wholeSeconds + nanoseconds
    }

    /// Resumes waiter `waiter` with `false`, unless the last effect's end resumed it already.
    private func giveUp(_ waiter: Int) {
        lock.lock()
        let continuation = waiters.removeValue(forKey: waiter)
        lock.unlock()
        continuation?.resume(returning: false)
    }
}

extension EffectTracker: Hashable {
    public static func == (lhs: EffectTracker, rhs: EffectTracker) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
