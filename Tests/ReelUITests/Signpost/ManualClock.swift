import Synchronization

/// A clock a test moves by hand, so signpost durations are exact.
final class ManualClock: Sendable {
    private let elapsed = Mutex(Duration.zero)

    /// The time since the clock was created.
    var now: Duration {
        elapsed.withLock { $0 }
    }

    func advance(by duration: Duration) {
        elapsed.withLock { $0 += duration }
    }
}
