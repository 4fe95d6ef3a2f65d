import Foundation

/// Running the match's first phases on two threads at once.
///
/// Building the table over the old elements (``IdentityMatchBuffers/insertOld()``) and
/// pairing the new elements found in order (``IdentityMatchBuffers/matchInOrder(_:)``)
/// take about as long as each other on large lists and share nothing but what both only read
/// (the old elements, the hasher), so on a machine with two cores they run at once. Handing
/// them to a second thread costs a few microseconds, and both threads' memory traffic shares
/// the one memory bus, so this only pays for lists of ``parallelThreshold`` elements and more.
extension IdentityMatch {
    /// How many old and new elements together make the match run its first phases on two
    /// threads (when the machine has two cores or more).
    @usableFromInline static let parallelThreshold = 100_000

    /// Whether the machine has two cores or more to run the match on.
    @usableFromInline static let hasCoresToSpare = ProcessInfo.processInfo.activeProcessorCount > 1

    /// Whether a match of `oldCount` and `newCount` elements runs its first phases on two
    /// threads, unless told otherwise.
    @inlinable
    static func runsInParallel(oldCount: Int, newCount: Int) -> Bool {
        oldCount + newCount >= parallelThreshold && hasCoresToSpare
    }
}
