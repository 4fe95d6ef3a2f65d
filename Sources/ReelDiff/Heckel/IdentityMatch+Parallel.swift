import Foundation

/// Running the diff's independent phases on two threads at once.
///
/// Building the table over the old elements (``IdentityMatchBuffers/insertOld()``) and
/// pairing the new elements found in order (``IdentityMatchBuffers/matchInOrder(_:)``) share
/// nothing but what both only read (the old elements, the hasher), so on a machine with two
/// cores they run at once (``ConcurrentPhases``); so do ``DiffPlan``'s listing of the items
/// deleted, inserted and updated, and its longest increasing subsequences. On a million
/// elements the table takes about twice as long as the in-order pass, which then waits;
/// handing a phase to a second thread costs some microseconds, so this only pays on long
/// lists.
extension IdentityMatch {
    /// How many old and new elements together make the diff run its independent phases on two
    /// threads (when the machine has two cores or more). Measured on two cores with lists
    /// edited as the benchmark's scenarios are (a tenth deleted, a tenth inserted, a fiftieth
    /// moved): two threads are slower below about 20,000 elements together, as fast at
    /// 20,000, and faster from 40,000 (by about a tenth at 60,000, a third at 200,000).
    @usableFromInline static let parallelThreshold = 50_000

    /// Whether the machine has two cores or more to run the diff on.
    @usableFromInline static let hasCoresToSpare = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Whether a diff of `oldCount` and `newCount` elements (items, or sections) runs its
    /// independent phases on two threads, unless told otherwise.
    @inlinable
    static func runsInParallel(oldCount: Int, newCount: Int) -> Bool {
        oldCount + newCount >= parallelThreshold && hasCoresToSpare
    }
}
