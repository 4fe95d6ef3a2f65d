import Foundation
import Synchronization

/// The most the live heap held above where it started while this samples it: a thread of its
/// own reads ``LiveHeap/bytesInUse(measuring:)`` every `interval` until ``stop()``.
///
/// A peak shorter than the interval can be missed; every thread's allocations count, whoever
/// made them.
final class LiveHeapPeak: Sendable {
    /// The bytes in use when sampling began.
    let baseline: Int
    private let samples = Mutex(Samples())
    private let finished = DispatchSemaphore(value: 0)

    private struct Samples {
        var peak = 0
        var running = true
        /// The first reading that failed, which makes the peak unknown.
        var failure: LiveHeap.Unmeasured?
    }

    /// Reads the baseline and starts sampling; `what` names the figure, for a failure.
    init(measuring what: String, interval: Duration) throws(LiveHeap.Unmeasured) {
        baseline = try LiveHeap.bytesInUse(measuring: what)
        samples.withLock { $0.peak = baseline }
        let thread = Thread { [self] in
            while samples.withLock({ $0.running }) {
                let reading = Result { () throws(LiveHeap.Unmeasured) in try LiveHeap.bytesInUse(measuring: what) }
                samples.withLock { samples in
                    switch reading {
                    case .success(let bytes): samples.peak = max(samples.peak, bytes)
                    case .failure(let failure): samples.failure = samples.failure ?? failure
                    }
                }
                Thread.sleep(forTimeInterval: interval.seconds)
            }
            finished.signal()
        }
        thread.start()
    }

    /// Stops sampling and returns the peak above the baseline, in bytes.
    func stop() throws(LiveHeap.Unmeasured) -> Int {
        samples.withLock { $0.running = false }
        finished.wait()
        let (peak, failure) = samples.withLock { ($0.peak, $0.failure) }
        if let failure { throw failure }
        return peak - baseline
    }
}
