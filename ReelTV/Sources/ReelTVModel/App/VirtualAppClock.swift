import Foundation
import ReelStream

/// The clock a script's app runs on: time moves only when the script's `wait` moves it, and
/// whatever sleeps on it — the simulated server's latency — wakes at its instant of that time,
/// however long the wait took in real time.
///
/// ``ReelTVHost`` moves it from one sleeper's wake-up to the next (``nextWakeUp``), letting the
/// screen settle at each, so that an answer the server gives after 300 ms lands at 300 ms of the
/// script's time, before anything due later, and a request it leads to starts from there.
///
/// With an ``EffectTracker`` (``effects``), a sleeper is taken out of the count of effects under
/// way while it sleeps: only moving the clock moves it on, so waiting for it would wait for
/// ever, and a screen whose every effect is done or asleep here is as final as it gets until
/// the clock moves. Every sleeper on such a clock must be an effect that tracker counts.
@MainActor
package final class VirtualAppClock {
    /// An instant of the clock's time.
    package typealias Instant = DispatchQueue.SchedulerTimeType

    /// The scheduler the player, the transfers and the screens' delays run on.
    package let scheduler = VirtualTimeScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>()
    /// When each sleeper not yet woken wakes.
    private var wakeUps: [Instant] = []
    /// Counts the effects under way; a sleeper is not under way while it sleeps.
    package let effects: EffectTracker?

    /// A clock at its start, with nothing asleep on it, taking its sleepers out of `effects`'
    /// count while they sleep.
    package init(effects: EffectTracker? = nil) {
        self.effects = effects
    }

    /// The clock's time now.
    package var now: Instant { scheduler.now }

    /// The earliest instant a sleeper wakes at, if one is asleep.
    package var nextWakeUp: Instant? { wakeUps.min() }

    /// Returns once the clock has moved `seconds` past now (to the nearest nanosecond, the
    /// clock's unit); at once for no time at all.
    ///
    /// The sleeper leaves ``effects``' count in the main-actor job that registers its wake-up
    /// (``nextWakeUp`` shows it from then on) and comes back into it in the one that wakes it,
    /// so whoever waits for the effects to be done never sees one that is neither counted nor
    /// asleep here.
    package func sleep(for seconds: TimeInterval) async {
        let stride = seconds.dispatchStride
        guard stride > .zero else { return }
        let due = now.advanced(by: stride)
        wakeUps.append(due)
        await withCheckedContinuation { continuation in
            effects?.finished()
            scheduler.schedule(after: due, tolerance: .zero, options: nil) { [weak self, effects] in
                if let index = self?.wakeUps.firstIndex(of: due) { self?.wakeUps.remove(at: index) }
                effects?.started()
                continuation.resume()
            }
        }
    }

    /// Moves the clock to `instant` (if it is later than now), running what falls due on the way.
    package func advance(to instant: Instant) {
        scheduler.advance(by: max(.zero, now.distance(to: instant)))
    }
}
