import Foundation
import ReelStream

/// Where the app's time comes from: the player's position and the download transfers' ticks.
///
/// In a terminal, time passes as it does. A script's snapshots must not depend on how long
/// anything really took, so scripts (and the tests that run them) use a virtual clock that only
/// moves by each `wait`'s duration: `wait 3000` plays exactly three seconds and moves every
/// running download by exactly three seconds' worth of bytes.
@MainActor
public enum AppClock {
    /// The main queue: real time.
    case realTime
    /// A clock that moves only when ``advance(by:)`` moves it.
    case virtual(VirtualTimeScheduler<DispatchQueue.SchedulerTimeType, DispatchQueue.SchedulerOptions>)

    /// A virtual clock starting now.
    public static func makeVirtual() -> AppClock {
        .virtual(VirtualTimeScheduler())
    }

    /// The scheduler the player and the transfers run on.
    public var scheduler: MainQueueScheduler {
        switch self {
        case .realTime: .main
        case .virtual(let clock): clock.eraseToAnyScheduler()
        }
    }

    /// Lets `duration` pass on a virtual clock, running what falls due; real time passes by itself.
    public func advance(by duration: Duration) {
        guard case .virtual(let clock) = self else { return }
        clock.advance(by: duration.dispatchStride)
    }
}
