/// Marks a longest strictly increasing subsequence of `keys`, in O(k log k) by patience sorting.
///
/// The diff keeps the items of a longest increasing run of old positions in place and reports
/// every other surviving item as moved: n − LIS moves, the fewest any batch update can show.
/// Run over the candidate pairs of repeated identities, it finds a longest common subsequence
/// (``IdentityMatch``'s `matchRepeated`).
///
/// - Returns: for each key, whether it belongs to the subsequence.
func longestIncreasingSubsequence(_ keys: [Int]) -> [Bool] {
    let count = keys.count
    var member = [Bool](repeating: false, count: count)
    guard count > 0 else { return member }
    // tails[l] is the index of the smallest key ending an increasing run of length l + 1, and
    // tailKeys[l] that key: searching a copy of the keys rather than following the indexes
    // halves the cache misses on long lists.
    var tails = [Int](repeating: 0, count: count)
    var tailKeys = [Int](repeating: 0, count: count)
    var previous = [Int](repeating: -1, count: count)
    var length = 0
    keys.withUnsafeBufferPointer { keys in
        tails.withUnsafeMutableBufferPointer { tails in
            tailKeys.withUnsafeMutableBufferPointer { tailKeys in
                previous.withUnsafeMutableBufferPointer { previous in
                    for index in 0..<count {
                        let key = keys[index]
                        // Positions mostly arrive in order, so try extending the longest run first.
                        var low: Int
                        if length == 0 || tailKeys[length - 1] < key {
                            low = length
                        } else {
                            low = 0
                            var high = length - 1
                            while low < high {
                                let middle = (low + high) >> 1
                                if tailKeys[middle] < key { low = middle + 1 } else { high = middle }
                            }
                        }
                        if low > 0 { previous[index] = tails[low - 1] }
                        tails[low] = index
                        tailKeys[low] = key
                        if low == length { length += 1 }
                    }
                }
            }
        }
    }
    var index = tails[length - 1]
    while index >= 0 {
        member[index] = true
        index = previous[index]
    }
    return member
}
