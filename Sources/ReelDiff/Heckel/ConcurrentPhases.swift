import Dispatch

/// Two phases of work run on two threads at once, the caller waiting for both: what
/// ``IdentityMatch`` runs its first phases with on large lists.
///
/// It is `@unchecked Sendable` because Dispatch's workers take only `Sendable` work, while the
/// phases are closures over unsafe buffers. That is safe as ``IdentityMatch`` uses it: its two
/// phases write disjoint memory (one the hash table, the other the match's results and the
/// deferred elements), both only read the memory they share (the old and new elements, the
/// hasher), each writes only its own result slot, and ``run(parallel:_:_:)`` returns only
/// once both have finished, so nothing one writes is read by the other or by the caller early.
@usableFromInline
struct ConcurrentPhases<First, Second>: @unchecked Sendable {
    @usableFromInline let first: () -> First
    @usableFromInline let second: () -> Second
    @usableFromInline let firstResult: UnsafeMutablePointer<First>
    @usableFromInline let secondResult: UnsafeMutablePointer<Second>

    @inlinable
    init(
        first: @escaping () -> First, second: @escaping () -> Second,
        firstResult: UnsafeMutablePointer<First>, secondResult: UnsafeMutablePointer<Second>
    ) {
        self.first = first
        self.second = second
        self.firstResult = firstResult
        self.secondResult = secondResult
    }

    /// Runs `first` and `second`, on two threads at once when `parallel` is true, one after
    /// the other otherwise; returns both results once both have finished.
    @inlinable
    static func run(parallel: Bool, _ first: () -> First, _ second: () -> Second) -> (First, Second) {
        guard parallel else { return (first(), second()) }
        let firstResult = UnsafeMutablePointer<First>.allocate(capacity: 1)
        let secondResult = UnsafeMutablePointer<Second>.allocate(capacity: 1)
        defer {
            firstResult.deallocate()
            secondResult.deallocate()
        }
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let phases = ConcurrentPhases(first: first, second: second, firstResult: firstResult, secondResult: secondResult)
                DispatchQueue.concurrentPerform(iterations: 2) { worker in
                    if worker == 0 {
                        phases.firstResult.initialize(to: phases.first())
                    } else {
                        phases.secondResult.initialize(to: phases.second())
                    }
                }
            }
        }
        return (firstResult.move(), secondResult.move())
    }
}
