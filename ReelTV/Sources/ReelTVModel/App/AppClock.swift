import Foundation
import ReelStream

/// Where the app's time comes from: the player's position, the download transfers' ticks and,
/// in scripts, the simulated server's latency.
///
/// In a terminal, time passes as it does. A script's snapshots must not depend on how long
/// anything really took, so scripts (and the tests that run them) use a virtual clock that only
/// moves by each `wait`'s duration: `wait 3000` plays exactly three seconds, moves every running
/// download by exactly three seconds' worth of bytes and lets every server answer due within
/// them arrive, and takes no longer in real time than the work it makes.
@MainActor
package enum AppClock: Sendable {
    /// The main queue: real time.
    case realTime
    /// A clock that moves only when a script's `wait` moves it.
    case virtual(VirtualAppClock)

    /// A virtual clock starting now, with a tracker of the effects under way (``effects``)
    /// that takes its sleepers out of the count while they sleep.
    package static func makeVirtual() -> AppClock {
        .virtual(VirtualAppClock(effects: EffectTracker()))
    }

    /// What counts the app's effects under way (its streams' requests), so that a script's
    /// `wait` can tell when the screen is final: a virtual clock's tracker, `nil` in real time,
    /// where nothing waits for them.
    package var effects: EffectTracker? {
        switch self {
        case .realTime: nil
        case .virtual(let clock): clock.effects
        }
    }

    /// The scheduler the player and the transfers run on.
    package var scheduler: MainQueueScheduler {
        switch self {
        case .realTime: .main
        case .virtual(let clock): clock.scheduler.eraseToAnyScheduler()
        }
    }

    /// Waits a number of seconds of this clock's time: real time, or until a virtual clock has
    /// moved that far. For ``CatalogAPI``'s latency, so that a script's server answers on the
    /// script's clock.
    package var sleep: CatalogAPI.Sleep {
        switch self {
        case .realTime: CatalogAPI.sleepInRealTime
        case .virtual(let clock): { await clock.sleep(for: $0) }
        }
    }
}
