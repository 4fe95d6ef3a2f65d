import Foundation

/// A clock a test moves by hand, so signpost durations are exact.
final class ManualClock: @unchecked Sendable {
    // Every access to `elapsed` holds `lock`.
    private let lock = NSLock()
    private var elapsed = Duration.zero

    /// The time since the clock was created.
    var now: Duration {
        lock.lock()
        defer { lock.unlock() }
        return elapsed
    }

    func advance(by duration: Duration) {
        lock.lock()
        defer { lock.unlock() }
        elapsed += duration
    }
}
