/// The pairs of a segment's pair that a chain may take, in the order a longest increasing
/// subsequence of old positions takes them (``IdentityMatch``'s `matchRepeated`): `keys` (the
/// old positions), `owners` (the new elements), whether each pair is an in-order one (a
/// matched element with its match, or an occurrence with its in-order partner), and, when
/// occurrences can be alike, whether it is `preferred` (alike). Reused from segment to segment
/// without reallocating.
struct ChainablePairs {
    private(set) var keys: [Int] = []
    private(set) var owners: [Int] = []
    private(set) var preferred: [Bool] = []
    private(set) var inOrder: [Bool] = []
    private(set) var prefers = false
    /// Whether some new element offers several pairs, which then come in a descending run.
    private var offersRuns = false

    /// Empties the pairs for another segment, which prefers alike pairs if `prefers`.
    mutating func removeAll(prefers: Bool) {
        keys.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        preferred.removeAll(keepingCapacity: true)
        inOrder.removeAll(keepingCapacity: true)
        self.prefers = prefers
        offersRuns = false
    }

    /// Makes room for `count` pairs in all.
    mutating func reserveCapacity(_ count: Int) {
        keys.reserveCapacity(count)
        owners.reserveCapacity(count)
        inOrder.reserveCapacity(count)
        if prefers { preferred.reserveCapacity(count) }
    }

    mutating func append(key: Int, owner: Int, preferred isPreferred: Bool, inOrder isInOrder: Bool) {
        offersRuns = offersRuns || owners.last == owner
        keys.append(key)
        owners.append(owner)
        inOrder.append(isInOrder)
        if prefers { preferred.append(isPreferred) }
    }

    /// Appends the pairs the elements of `elements` make with their matches in `newToOld` that
    /// lie in `oldRange`: in-order pairs, never preferred, one per element (so no run). The bulk
    /// of a segment's pairs, in one loop over the arrays rather than an append call each.
    mutating func appendMatches(of elements: Range<Int>, in newToOld: UnsafeMatchIndexes, within oldRange: Range<Int>) {
        for new in elements {
            let old = newToOld[new]
            guard oldRange.contains(old) else { continue }
            keys.append(old)
            owners.append(new)
            inOrder.append(true)
            if prefers { preferred.append(false) }
        }
    }

    /// Whether every pair `chain` takes is an in-order one.
    func takesOnlyInOrderPairs(_ chain: [Bool]) -> Bool {
        chain.indices.allSatisfy { !chain[$0] || inOrder[$0] }
    }

    /// A longest chain of the pairs (of the in-order ones alone if `inOrderOnly`), whose old
    /// positions are below `keyBound`: of the longest, one holding the most preferred pairs
    /// when some can be.
    func longestChain(keyBound: Int, inOrderOnly: Bool = false) -> [Bool] {
        let included = inOrderOnly ? inOrder : nil
        return prefers
            ? longestIncreasingSubsequence(keys, preferring: preferred, keyBound: keyBound, among: included)
            : longestIncreasingSubsequence(keys, searchesBelowPrevious: offersRuns, among: included)
    }

    /// How long `chain` is, then how many preferred pairs it holds: the order in which chains
    /// are weighed.
    func score(of chain: [Bool]) -> (length: Int, preferred: Int) {
        chain.indices.reduce(into: (0, 0)) { score, index in
            guard chain[index] else { return }
            score.length += 1
            if prefers && preferred[index] { score.preferred += 1 }
        }
    }
}
