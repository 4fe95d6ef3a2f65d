/// How many of the indexes `0..<count` satisfy `isBefore`, which holds for a prefix of them
/// and for none after it: binary search, for the sorted arrays that keep the batch rules' costs
/// about what changed rather than the length of a list.
func prefixCount(_ count: Int, where isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = (low + high) / 2
        if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}

extension Array where Element == Int {
    /// How many elements of this ascending array are below `value`.
    func countBelow(_ value: Int) -> Int {
        prefixCount(count) { self[$0] < value }
    }
}
