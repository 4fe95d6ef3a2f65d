/// The distinct items one kind of operation names in a batch, in order.
///
/// UIKit treats the index paths of each kind of operation as a set. Sorting them once, rather
/// than hashing each, lets the rules find the first broken rule in UIKit's order by a walk from
/// the start, the items of a section as one slice, and a shared item of two kinds by a merge.
/// Lists usually give their operations in order already; then nothing is sorted at all.
package struct SortedItemIndexes: Sendable {
    /// The items, ascending and without repeats.
    package let elements: [ItemIndex]

    /// The distinct items of `items`, in order.
    package init(_ items: [ItemIndex]) {
        let ascending = zip(items, items.dropFirst()).allSatisfy { $0 < $1 }
        if ascending {
            elements = items
        } else {
            var sorted = items.sorted()
            sorted.removeConsecutiveRepeats()
            elements = sorted
        }
    }

    /// Whether `item` is one of them.
    package func contains(_ item: ItemIndex) -> Bool {
        index(of: item) != nil
    }

    /// The position of `item` in `elements`, or `nil` when it is not one of them.
    func index(of item: ItemIndex) -> Int? {
        let index = firstIndex(notBelow: item)
        return index < elements.count && elements[index] == item ? index : nil
    }

    /// Those of section `section`.
    package func inSection(_ section: Int) -> ArraySlice<ItemIndex> {
        let start = prefixCount(elements.count) { elements[$0].section < section }
        let end = prefixCount(elements.count) { elements[$0].section <= section }
        return elements[start..<end]
    }

    /// The first item that is also one of `other`, found by walking both in step.
    package func firstShared(with other: SortedItemIndexes) -> ItemIndex? {
        var mine = elements.startIndex
        var theirs = other.elements.startIndex
        while mine < elements.endIndex, theirs < other.elements.endIndex {
            let a = elements[mine]
            let b = other.elements[theirs]
            if a == b { return a }
            if a < b { mine += 1 } else { theirs += 1 }
        }
        return nil
    }

    private func firstIndex(notBelow item: ItemIndex) -> Int {
        prefixCount(elements.count) { elements[$0] < item }
    }
}

extension Array where Element: Equatable {
    /// Removes each element equal to the one before it.
    fileprivate mutating func removeConsecutiveRepeats() {
        guard count > 1 else { return }
        var kept = 1
        for index in 1..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
    }
}
