import Dispatch

/// Two phases of work run on two threads at once, the caller waiting for both: what the diff
/// runs its independent phases with on long lists (``IdentityMatch``'s first two, and
/// ``DiffPlan``'s listing of items beside its longest increasing subsequences).
///
/// It is `@unchecked Sendable` because Dispatch's workers take only `Sendable` work, while the
/// phases are closures over unsafe buffers and elements that need not be `Sendable`. That is
/// safe as the diff uses it: two phases run at once write disjoint memory (``IdentityMatch``'s
/// one the hash table, the other the match's results; ``DiffPlan``'s each its own arrays) and
/// only read the memory they share (the elements, the hasher, the matches), each writes only
/// its own result slot, and ``run(parallel:_:_:)`` returns only once both have finished, so
/// nothing one writes is read by the other or by the caller early.
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
