import Foundation
import ReelStream

/// The clock a script's app runs on: time moves only when the script's `wait` moves it, and
/// whatever sleeps on it — the simulated server's latency — wakes at its instant of that time,
/// however long the wait took in real time.
///
/// ``ReelTVHost`` moves it from one sleeper's wake-up to the next (``nextWakeUp``), letting the
/// screen settle at each, so that an answer the server gives after 300 ms lands at 300 ms of the
/// script's time, before anything due later, and a request it leads to starts from there.
@MainActor
package final class VirtualAppClock {
    /// An instant of the clock's time.
    package typealias Instant = DispatchQueue.SchedulerTimeType

    /// The scheduler the player, the transfers and the screens' delays run on.
    package let scheduler = VirtualTimeScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>()
    /// When each sleeper not yet woken wakes.
    private var wakeUps: [Instant] = []

    /// A clock at its start, with nothing asleep on it.
    package init() {}

    /// The clock's time now.
    package var now: Instant { scheduler.now }

    /// The earliest instant a sleeper wakes at, if one is asleep.
    package var nextWakeUp: Instant? { wakeUps.min() }

    /// Returns once the clock has moved `duration` past now; at once for no time at all.
    package func sleep(for duration: Duration) async {
        guard duration > .zero else { return }
        let due = now.advanced(by: duration.dispatchStride)
        wakeUps.append(due)
        await withCheckedContinuation { continuation in
            scheduler.schedule(after: due, tolerance: .zero, options: nil) { [weak self] in
                if let index = self?.wakeUps.firstIndex(of: due) { self?.wakeUps.remove(at: index) }
                continuation.resume()
            }
        }
    }

    /// Moves the clock to `instant` (if it is later than now), running what falls due on the way.
    package func advance(to instant: Instant) {
        scheduler.advance(by: max(.zero, now.distance(to: instant)))
    }
}
