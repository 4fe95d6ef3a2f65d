/// The distinct items one kind of operation names in a batch, in order.
///
/// UIKit treats the index paths of each kind of operation as a set. Sorting them once, rather
/// than hashing each, lets the rules find the first broken rule in UIKit's order by a walk from
/// the start, the items of a section as one slice, and a shared item of two kinds by a merge.
/// Lists usually give their operations in order already; then nothing is sorted at all.
///
/// What the rules ask of every item of a section (that it exists, that its section survives)
/// they ask of the section's first and last items, found by binary search, so that a batch of
/// tens of thousands of operations is checked in steps of its sections, not of its items.
package struct SortedItemIndexes: Sendable {
    /// The items, ascending and without repeats.
    package let elements: [ItemIndex]
    /// Whether the items these were made from named an item more than once.
    let hadRepeats: Bool

    /// The distinct items of `items`, in order.
    package init(_ items: [ItemIndex]) {
        if zip(items, items.dropFirst()).allSatisfy({ $0 < $1 }) {
            self.init(strictlyAscending: items)
        } else {
            self.init(ascending: items.ascending())
        }
    }

    /// The distinct items of `items`, which are in ascending order.
    init(ascending items: [ItemIndex]) {
        var distinct = items
        hadRepeats = distinct.removeConsecutiveRepeats()
        elements = distinct
    }

    /// `items`, which are in ascending order and distinct, as lists usually give them: kept as
    /// they are, shared, not copied, nor looked through again for repeats.
    init(strictlyAscending items: [ItemIndex]) {
        elements = items
        hadRepeats = false
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
        elements[start(ofSection: section)..<end(ofSection: section)]
    }

    /// How many of them are in the section of `item` and before it.
    func countBelow(_ item: ItemIndex) -> Int {
        firstIndex(notBelow: item) - start(ofSection: item.section)
    }

    /// The first that names no item of a list whose sections hold `counts` items: a section
    /// that is not one of the list's, or an item beyond its section's. Each section's items
    /// are checked by their first and last.
    func firstMissing(in counts: [Int]) -> ItemIndex? {
        var start = 0
        while start < elements.count {
            let section = elements[start].section
            let end = end(ofSection: section)
            guard section >= 0, section < counts.count, elements[start].item >= 0 else { return elements[start] }
            if elements[end - 1].item >= counts[section] {
                return elements[start + prefixCount(end - start) { elements[start + $0].item < counts[section] }]
            }
            start = end
        }
        return nil
    }

    /// The first in a section that `isMarked` marks (indexed by section, covering every section
    /// any of them is in).
    func first(inSectionsMarked isMarked: [Bool]) -> ItemIndex? {
        for section in isMarked.indices where isMarked[section] {
            if let first = inSection(section).first { return first }
        }
        return nil
    }

    /// The first item that is also one of `other`, found by walking both in step.
    package func firstShared(with other: SortedItemIndexes) -> ItemIndex? {
        elements.withUnsafeBufferPointer { mine in
            other.elements.withUnsafeBufferPointer { theirs in
                var (i, j) = (0, 0)
                while i < mine.count, j < theirs.count {
                    let (a, b) = (mine[i], theirs[j])
                    if a == b { return a }
                    // A step of one side or the other, chosen without a branch: which side is
                    // behind changes unpredictably in two interleaved lists.
                    let mineBehind = a < b
                    i &+= mineBehind ? 1 : 0
                    j &+= mineBehind ? 0 : 1
                }
                return nil
            }
        }
    }

    private func firstIndex(notBelow item: ItemIndex) -> Int {
        prefixCount(elements.count) { elements[$0] < item }
    }

    private func start(ofSection section: Int) -> Int {
        prefixCount(elements.count) { elements[$0].section < section }
    }

    private func end(ofSection section: Int) -> Int {
        prefixCount(elements.count) { elements[$0].section <= section }
    }
}

extension Array where Element: Equatable {
    /// Removes each element equal to the one before it; returns whether there was one.
    fileprivate mutating func removeConsecutiveRepeats() -> Bool {
        // A sorted list often repeats nothing: then it is left as it is, shared, not copied.
        guard let first = indices.dropFirst().first(where: { self[$0] == self[$0 - 1] }) else { return false }
        var kept = first
        for index in first..<count where self[index] != self[kept - 1] {
            self[kept] = self[index]
            kept += 1
        }
        removeLast(count - kept)
        return true
    }
}
