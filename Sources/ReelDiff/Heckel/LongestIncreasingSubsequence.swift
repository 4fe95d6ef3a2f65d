/// Marks a longest strictly increasing subsequence of `keys`, in O(k log k) by patience sorting.
///
/// The diff keeps the items of a longest increasing run of old positions in place and reports
/// every other surviving item as moved: n − LIS moves, the fewest any batch update can show.
/// Run over the candidate pairs of repeated identities, it finds a longest common subsequence
/// (``IdentityMatch``'s `matchRepeated`).
///
/// Candidates come in descending runs, one per new element, which land at or below where the
/// key before them did, mostly just below. With `searchesBelowPrevious`, a key below the one
/// before is looked for from where that one landed downwards, doubling the step, in
/// O(log d) for a distance d rather than O(log k); elsewhere (a key that moved, among keys in
/// order) the binary search of every run is cheaper.
///
/// With `included`, only the keys it marks are chained: a subset's subsequence found in place
/// rather than copied out (the in-order pairs among ``ChainablePairs``' candidates).
///
/// - Returns: for each key, whether it belongs to the subsequence.
func longestIncreasingSubsequence(_ keys: [Int], searchesBelowPrevious: Bool = false, among included: [Bool]? = nil) -> [Bool] {
    var member = included ?? [Bool](repeating: true, count: keys.count)
    let outside = keys.withUnsafeBufferPointer { keys in
        guard let included else { return keysOutsideLongestIncreasingSubsequence(keys, searchesBelowPrevious: searchesBelowPrevious) }
        return included.withUnsafeBufferPointer { included in
            keysOutsideLongestIncreasingSubsequence(keys, searchesBelowPrevious: searchesBelowPrevious, among: included)
        }
    }
    for index in outside { member[index] = false }
    return member
}

/// The indexes of the keys in `keys` that lie in `counted` (all of them when nil), are marked
/// by `included` (all of them when nil) and are left out of the longest strictly increasing
/// subsequence of those that ``longestIncreasingSubsequence(_:searchesBelowPrevious:among:)``
/// marks, in order. ``DiffPlan`` runs it over a new section's matches, counting those in the
/// section's old counterpart: the indexes are its items that move, found without copying the
/// matches out or marking the few thousand moves in an array of a million flags.
func keysOutsideLongestIncreasingSubsequence<Keys: RandomAccessCollection>(
    _ keys: Keys, counting counted: Range<Int>? = nil, searchesBelowPrevious: Bool = false,
    among included: UnsafeBufferPointer<Bool>? = nil
) -> [Int] where Keys.Element == Int, Keys.Index == Int {
    let count = keys.count
    guard count > 0 else { return [] }
    // Most sections keep every item in order (all but the few a change touched): then none is
    // left out, found by reading the keys once, without writing a level for each.
    var last = Int.min
    var inOrder = true
    for index in 0..<count {
        let key = keys[index]
        if let counted, !counted.contains(key) { continue }
        if let included, !included[index] { continue }
        guard key > last else {
            inOrder = false
            break
        }
        last = key
    }
    if inOrder { return [] }
    // tailKeys[l] is the smallest key ending an increasing run of length l + 1, and levels[i]
    // the length of the longest run ending at key i, less one. The subsequence is then found
    // walking back: the last key of the longest level, the last key before it one level down,
    // and so on, which are each key's predecessor when it was met (the run's end one level
    // down then), so no link to it is kept. Each entry is written before it is read, so none
    // is cleared first; levels take 32 bits, as the lists matched have fewer than 2²⁹
    // elements, to keep the scratch memory of a long list small; a key not counted is at no
    // level (the largest value).
    let tailKeys = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    let levels = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
    defer {
        tailKeys.deallocate()
        levels.deallocate()
    }
    var length = 0
    var previousKey = Int.max
    var previousLow = 0
    for index in 0..<count {
        let key = keys[index]
        if let counted, !counted.contains(key) {
            levels[index] = UInt32.max
            continue
        }
        if let included, !included[index] {
            levels[index] = UInt32.max
            continue
        }
        // Positions mostly arrive in order, so try extending the longest run first, then
        // replacing its end (the key after one that moved ahead of the others).
        var low: Int
        if length == 0 || tailKeys[length - 1] < key {
            low = length
        } else if length == 1 || tailKeys[length - 2] < key {
            low = length - 1
        } else {
            low = 0
            var high = length - 1
            if searchesBelowPrevious && key < previousKey {
                // tailKeys[previousLow] is the previous key, above this one.
                high = previousLow
                var step = 1
                while high - step >= 0 && tailKeys[high - step] >= key {
                    high -= step
                    step <<= 1
                }
                low = max(high - step + 1, 0)
            }
            while low < high {
                let middle = (low + high) >> 1
                if tailKeys[middle] < key { low = middle + 1 } else { high = middle }
            }
        }
        levels[index] = UInt32(truncatingIfNeeded: low)
        tailKeys[low] = key
        if low == length { length += 1 }
        previousKey = key
        previousLow = low
    }
    var outside: [Int] = []
    // The level the walk looks for next, one above it before the first: none once below 0.
    var level = length
    for index in (0..<count).reversed() where levels[index] != UInt32.max {
        if level > 0 && Int(levels[index]) == level - 1 {
            level -= 1
        } else {
            outside.append(index)
        }
    }
    outside.reverse()
    return outside
}

/// Marks a longest strictly increasing subsequence of `keys` (each below `keyBound`) that holds,
/// of all the longest, the most keys `preferred` marks; in O(k log n) for n = `keyBound`.
///
/// Patience sorting keeps one run per length and cannot weigh two runs of one length, so each
/// key finds the best run ending below it (longest, then holding the most preferred keys) in a
/// tree of prefix maxima over the keys (Fenwick's). ``IdentityMatch``'s `matchRepeated` runs it
/// over the candidate pairs of repeated section identities, preferring alike pairs.
///
/// With `included`, only the keys it marks are chained.
///
/// - Returns: for each key, whether it belongs to the subsequence.
func longestIncreasingSubsequence(_ keys: [Int], preferring preferred: [Bool], keyBound: Int, among included: [Bool]? = nil) -> [Bool] {
    let count = keys.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    // A run's length and preferred keys in one number: a longer run always scores more.
    let lengthScore = count + 1
    // Node i of the tree holds the best score, and the index of the key ending it, of the runs
    // ending at keys i - (i & -i) ..< i seen so far.
    var treeScores = [Int](repeating: 0, count: keyBound + 1)
    var treeEnds = [Int](repeating: -1, count: keyBound + 1)
    var previous = [Int](repeating: -1, count: count)
    var bestScore = 0
    var bestEnd = -1
    for index in 0..<count {
        if let included, !included[index] { continue }
        let key = keys[index]
        var score = 0
        var node = key
        while node > 0 {
            if treeScores[node] > score {
                score = treeScores[node]
                previous[index] = treeEnds[node]
            }
            node &= node - 1
        }
        score += lengthScore + (preferred[index] ? 1 : 0)
        node = key + 1
        while node <= keyBound {
            if score > treeScores[node] {
                treeScores[node] = score
                treeEnds[node] = index
            }
            node += node & -node
        }
        if score > bestScore {
            bestScore = score
            bestEnd = index
        }
    }
    var index = bestEnd
    while index >= 0 {
        member[index] = true
        index = previous[index]
    }
    return member
}
