extension RandomAccessCollection where Element == Int, Index == Int {
    /// The section holding the flattened item `item`, where the collection holds where each
    /// section's items start in the flattened items, then one extra entry for the end.
    ///
    /// That is the last section starting at or before `item`: an empty section starts where
    /// the next one does, and holds nothing. A binary search, since a diff asks once for every
    /// item moving between sections, and a scan of every section each time made a diff of many
    /// small sections quadratic.
    @inlinable
    func section(containingItem item: Int) -> Int {
        firstIndex(above: item) - 1
    }
}

extension RandomAccessCollection where Element: Comparable, Index == Int {
    /// The index of the first element above `value` (the end index if there is none), in a
    /// collection sorted in ascending order; by binary search. Of integers, `firstIndex(above:
    /// value - 1)` counts the elements below `value`.
    @inlinable
    func firstIndex(above value: Element) -> Int {
        var low = startIndex
        var high = endIndex
        // Every index before `low` holds at most `value`; every index from `high` more.
        while low < high {
            let middle = low + (high - low) / 2
            if self[middle] <= value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
