extension RandomAccessCollection where Element == Int, Index == Int {
    /// The section holding the flattened item `item`, where the collection holds where each
    /// section's items start in the flattened items, then one extra entry for the end.
    ///
    /// That is the last section starting at or before `item`: an empty section starts where
    /// the next one does, and holds nothing. A binary search, since a diff asks once for every
    /// item moving between sections, and a scan of every section each time made a diff of many
    /// small sections quadratic.
    func section(containingItem item: Int) -> Int {
        var low = startIndex
        var high = endIndex
        // Every index before `low` starts at or before `item`; every index from `high` after it.
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle] <= item {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low - 1
    }
}
