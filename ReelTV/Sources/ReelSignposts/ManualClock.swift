import Foundation

/// A clock moved by hand, for a ``SignpostRecorder`` whose durations must be exact: tests give
/// the recorder `now: { clock.now }` and advance the clock where the measured work would take time.
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
package final class ManualClock: @unchecked Sendable {
    // Every access to `elapsed` holds `lock`.
    private let lock = NSLock()
    private var elapsed = Duration.zero

    /// Creates a clock at zero.
    package init() {}

    /// The time since the clock was created, moved only by ``advance(by:)``.
    package var now: Duration {
        lock.lock()
        defer { lock.unlock() }
        return elapsed
    }

    /// Moves the clock forward by `duration`.
    package func advance(by duration: Duration) {
        lock.lock()
        defer { lock.unlock() }
        elapsed += duration
    }
}
