import CReelPrefetch

/// The memory one ``IdentityMatch`` works in, and the phases of the match that work in it: the
/// old elements, a hash table over them, and the match's results, as buffers set up once, plus
/// the groups of repeated identities as the match finds them.
///
/// The match reads and writes these for every element of lists of up to millions, so they are
/// unsafe buffers: no bounds check, no reference counting, no copy on write in its loops.
///
/// The table uses open addressing and linear probing at load ≤ ½. Each slot packs the top bits
/// of the hash (its tag, to skip most identity comparisons) with an old index plus one, so a
/// probe touches one 4-byte word (8 bytes beyond 16 million elements); an empty slot is 0.
@usableFromInline
struct IdentityMatchBuffers<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger, Old: OldElements<Rule.Element>> {
    /// The old elements, which the table's indexes point into.
    @usableFromInline let old: Old
    /// The hash table, of ``tableCapacity(oldCount:)`` slots, all 0 (empty) to begin with.
    @usableFromInline let table: UnsafeMutableBufferPointer<Slot>
    /// A slot's index is a hash's low bits: those this mask keeps.
    @usableFromInline let mask: Int
    /// A slot's old index plus one is its low bits: those this mask keeps.
    @usableFromInline let indexMask: Slot
    /// How many of a slot's low bits hold an old index plus one.
    @usableFromInline let indexBits: Int
    /// How far a hash shifts right so that its top bits fill the slot above the index.
    @usableFromInline let tagShift: Int
    @usableFromInline let hasher: IdentityHasher
    /// ``IdentityMatch/oldToNew``'s elements, as the phases write them.
    @usableFromInline let oldToNew: UnsafeMutableMatchIndexes
    /// ``IdentityMatch/newToOld``'s elements.
    @usableFromInline let newToOld: UnsafeMutableMatchIndexes
    /// ``IdentityMatch/changed``'s elements.
    @usableFromInline let changed: UnsafeMutableBufferPointer<Bool>
    /// The repeated identities' groups, as `RepeatedIdentities` takes them: every group's old
    /// occurrences, where each group's end, and each new occurrence with its group.
    @usableFromInline var groupOld: [Int] = []
    @usableFromInline var groupOldEnds: [Int] = []
    @usableFromInline var groupNew: [(group: Int, new: Int)] = []
    /// Whether the groups were made out of the order ``repeatedIdentities()`` numbers them in.
    @usableFromInline var groupsOutOfOrder = false

    /// A new element the in-order pass left to a probe: its index, its identity's hash, and the
    /// element, so that the probes read none of the new list again.
    @usableFromInline typealias DeferredElement = (index: Int, hash: Int, element: Rule.Element)

    /// The table's slot count for `oldCount` old elements: a power of two, at least twice it.
    @inlinable
    static func tableCapacity(oldCount: Int) -> Int {
        var capacity = 16
        while capacity < oldCount * 2 { capacity <<= 1 }
        return capacity
    }

    /// Buffers for matching `old` with `table` (cleared by the first phase) and the results'
    /// memory, uninitialized: ``matchInOrder(_:)`` writes every entry first.
    @inlinable
    init(
        old: Old, table: UnsafeMutableBufferPointer<Slot>, indexBits: Int,
        oldToNew: UnsafeMutableMatchIndexes, newToOld: UnsafeMutableMatchIndexes,
        changed: UnsafeMutableBufferPointer<Bool>
    ) {
        self.old = old
        self.table = table
        mask = table.count - 1
        indexMask = (1 << indexBits) - 1
        self.indexBits = indexBits
        tagShift = UInt64.bitWidth - (Slot.bitWidth - indexBits)
        hasher = IdentityHasher()
        self.oldToNew = oldToNew
        self.newToOld = newToOld
        self.changed = changed
    }

    /// The part of a slot that comes from `hash`.
    @inlinable @inline(__always)
    func tag(_ hash: Int) -> Slot {
        Slot(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> tagShift) << indexBits
    }

    /// Probes the table from `hash`'s slot for `key`: the slot holding an old element with that
    /// identity, and the element's index and where it is held; or the empty slot that ends the
    /// probe, and nils.
    @inlinable @inline(__always)
    func find(_ key: Rule.Identity, hash: Int, tag: Slot) -> (slot: Int, old: Int?, element: UnsafePointer<Rule.Element>?) {
        var slot = hash & mask
        while true {
            let entry = table[slot]
            if entry == 0 { return (slot, nil, nil) }
            if entry & ~indexMask == tag {
                let candidate = Int(truncatingIfNeeded: entry & indexMask) - 1
                let element = old.address(of: candidate)
                if Rule.identity(of: element.pointee) == key { return (slot, candidate, element) }
            }
            slot = (slot &+ 1) & mask
        }
    }

    // MARK: Phase 1: the old elements into the table

    /// Puts every old element into the table, from last to first, so that an identity's slot
    /// ends up holding its first occurrence; returns the links of the chains of occurrences of
    /// duplicated identities (each occurrence with the next one), from last to first, for
    /// ``linkOccurrences(_:)``. Writes the table alone, so that it can run while
    /// ``matchInOrder(_:)`` writes the results.
    ///
    /// A table for tens of thousands of elements outgrows the processor's caches, so each
    /// insertion's slot is prefetched a few insertions ahead rather than waited for.
    @inlinable
    func insertOld() -> [(occurrence: Int, next: Int)] {
        let distance = IdentityMatch.prefetchDistance
        var links: [(occurrence: Int, next: Int)] = []
        // The hashes of the old elements from the one being inserted to the one whose slot is
        // prefetched: each is hashed once, and none is kept longer (a million of them would
        // take 8 MB). Index i's hash sits at i modulo the buffer's count (a power of two above
        // the prefetch distance).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: distance * 2) { aheadHashes in
            let aheadMask = aheadHashes.count - 1
            // Hashing ahead and inserting each read the old elements in order, with a cursor of its own.
            var inserted = old.startCursor
            var hashed = old.startCursor
            for index in max(old.count - distance, 0)..<old.count {
                aheadHashes[index & aheadMask] = hasher.hash(Rule.identity(of: old.element(index, after: &hashed)))
            }
            for index in (0..<old.count).reversed() {
                if index >= distance {
                    let prefetched = index - distance
                    let hash = hasher.hash(Rule.identity(of: old.element(prefetched, after: &hashed)))
                    aheadHashes[prefetched & aheadMask] = hash
                    reel_prefetch_for_write(table.baseAddress! + (hash & mask))
                }
                let key = Rule.identity(of: old.element(index, after: &inserted))
                if let next = insert(index, key, hash: aheadHashes[index & aheadMask]) {
                    links.append((index, next))
                }
            }
        }
        return links
    }

    /// Puts old element `index`, whose identity `key` hashes to `hash`, into the table, ahead of
    /// the later occurrences of its identity if any are in; returns the first of those, if any.
    @inlinable @inline(__always)
    func insert(_ index: Int, _ key: Rule.Identity, hash: Int) -> Int? {
        let tag = tag(hash)
        let (slot, next, _) = find(key, hash: hash, tag: tag)
        table[slot] = tag | Slot(truncatingIfNeeded: index + 1)
        return next
    }

    // MARK: Phase 2: the new elements in order, without the table

    /// Pairs each new element, in order, with the old element it finds at the old elements'
    /// place in order, if any: among the ``IdentityMatch/inOrderReach`` old elements after the
    /// previous pair's, or, after a run of new elements that found none (a block of old ones
    /// deleted or moved away), further on; returns the other new elements, in order, each with
    /// its identity's hash, for ``matchDeferred(_:)``. Writes every entry of the results: each
    /// new element's and each old element's, paired or unmatched, unchanged unless paired.
    ///
    /// In most updates most elements keep their order, and comparing neighbours in memory is far
    /// cheaper than a probe that misses the cache; and this pass needs no table, so that it can
    /// run while ``insertOld()`` builds it. It cannot know whether an old element's identity is
    /// unique among the old ones, so its pairs are tentative: ``linkOccurrences(_:)`` undoes
    /// those of duplicated identities. Its pairs only move forward in the old list, so it pairs
    /// each old element at most once. Which elements it pairs changes no result: it only pairs
    /// elements of one identity, and an identity unique among the old elements is matched with
    /// its first new occurrence, or grouped when the new list repeats it, whichever pairs it.
    @inlinable
    func matchInOrder(_ new: SegmentedElements<Rule.Element>) -> [DeferredElement] {
        let reach = IdentityMatch.inOrderReach
        var next = 0
        // How many new elements in a row found nothing: when it reaches a power of two, the
        // next old elements, as many as 16 per element of that run, are searched too, so that
        // the pass finds its place again after a block of any length, at a few comparisons per
        // element.
        var misses = 0
        var deferred: [DeferredElement] = []
        // Most updates change a few elements in ten.
        deferred.reserveCapacity(new.count / 8)
        var index = 0
        var cursor = old.startCursor
        for segment in new.segments {
            for element in segment {
                let key = Rule.identity(of: element)
                var end = min(next + reach, old.count)
                var candidate = next
                while candidate < end && Rule.identity(of: old.element(candidate, after: &cursor)) != key { candidate += 1 }
                if candidate == end && misses > 0 && misses & (misses - 1) == 0 {
                    end = min(next + reach + 16 * misses, old.count)
                    while candidate < end && Rule.identity(of: old.element(candidate, after: &cursor)) != key { candidate += 1 }
                }
                if candidate < end {
                    // The old elements passed over stay unmatched, so far.
                    for skipped in next..<candidate { leaveUnmatched(skipped) }
                    pair(candidate, index, element, was: old.element(candidate, after: &cursor))
                    next = candidate + 1
                    misses = 0
                } else {
                    newToOld[index] = -1
                    deferred.append((index, hasher.hash(key), element))
                    misses += 1
                }
                index += 1
            }
        }
        for skipped in next..<old.count { leaveUnmatched(skipped) }
        return deferred
    }

    // MARK: Phase 3: the duplicated old identities chained

    /// Chains the occurrences of each duplicated old identity in ``IdentityMatch/oldToNew`` as
    /// `links` (from ``insertOld()``) say, undoing the pairs ``matchInOrder(_:)`` made
    /// with them; returns the new elements of those pairs, to be matched again.
    @inlinable
    func linkOccurrences(_ links: [(occurrence: Int, next: Int)]) -> [Int] {
        var undone: [Int] = []
        func undoPair(of occurrence: Int) {
            let new = oldToNew[occurrence]
            guard new >= 0 else { return }
            undone.append(new)
            newToOld[new] = -1
            changed[occurrence] = false
            oldToNew[occurrence] = IdentityMatch.unique
        }
        for link in links {
            undoPair(of: link.occurrence)
            undoPair(of: link.next)
            if oldToNew[link.next] == IdentityMatch.unique { oldToNew[link.next] = IdentityMatch.lastOccurrence }
            oldToNew[link.occurrence] = IdentityMatch.occurrence(before: link.next)
        }
        return undone
    }

    // MARK: Phase 4: the other new elements looked up

    /// Matches each new element that `deferred` holds (in order: those the in-order pass left,
    /// and those of the pairs ``linkOccurrences(_:)`` undid) with an old one or with its
    /// identity's group.
    ///
    /// Before looking a new element up, the match tries the old element right after the
    /// previous match, then the one after that: of elements moved or left out of order
    /// together, only the first needs a probe. Until an element is matched that way again
    /// after a probe found one elsewhere (likely moved there), the two old elements where that
    /// order left off are tried too. An old element is only taken that way if its identity is
    /// unique among the old elements and still unmatched.
    ///
    /// The elements are looked up a few ahead of their match: the table slot of the element
    /// ``IdentityMatch/prefetchDistance`` ahead is prefetched, and the old element that slot
    /// points to, and its match, for the element half as far ahead, so that a probe rarely
    /// waits for memory.
    @inlinable
    mutating func matchDeferred(_ deferred: UnsafeBufferPointer<DeferredElement>) {
        let distance = IdentityMatch.prefetchDistance
        for ahead in deferred.prefix(distance) {
            reel_prefetch_for_read(table.baseAddress! + (ahead.hash & mask))
        }
        var next = -1
        // The old elements tried in order after the previous match are read as a pass in order.
        var cursor = old.startCursor
        // Where the old elements' order left off before the last match found by a probe, until
        // an element is found in order again (-1 then): when that element was moved in from
        // elsewhere, the next one picks the order up again here.
        var resume = -1
        for position in deferred.indices {
            if position + distance < deferred.count {
                reel_prefetch_for_read(table.baseAddress! + (deferred[position + distance].hash & mask))
            }
            if position + distance / 2 < deferred.count {
                prefetchCandidate(hash: deferred[position + distance / 2].hash)
            }
            let (index, hash, element) = deferred[position]
            let key = Rule.identity(of: element)
            if let candidate = unmatchedUnique(key, from: next, after: &cursor) ?? unmatchedUnique(key, from: resume, after: &cursor) {
                pair(candidate, index, element, was: old.element(candidate, after: &cursor))
                next = candidate + 1
                resume = -1
                continue
            }
            // The table holds the identity's first old occurrence, if any.
            let found = find(key, hash: hash, tag: tag(hash))
            guard let first = found.old, let firstElement = found.element else { continue }
            let state = oldToNew[first]
            if state == IdentityMatch.unique {
                pair(first, index, element, was: firstElement.pointee)
                resume = next
                next = first + 1
            } else {
                let group = repeatedGroup(first: first, entry: state, member: index)
                groupNew.append((group, index))
                newToOld[index] = IdentityMatch.groupEntry(group)
            }
        }
    }

    /// Prefetches the old element that `hash`'s slot points to, and its match, when the slot
    /// holds one: the identity comparison and the pair a probe goes on to need.
    @inlinable @inline(__always)
    func prefetchCandidate(hash: Int) {
        let entry = table[hash & mask]
        guard entry != 0 else { return }
        let candidate = Int(truncatingIfNeeded: entry & indexMask) - 1
        reel_prefetch_for_read(old.address(of: candidate))
        reel_prefetch_for_write(oldToNew.baseAddress! + candidate)
    }

    /// Of the old elements at `start` and right after it, the first with identity `key` if
    /// that identity is unique among the old elements and unmatched; nil if neither is, or
    /// `start` is negative. The elements are read as by a pass in order, from `cursor`.
    @inlinable @inline(__always)
    func unmatchedUnique(_ key: Rule.Identity, from start: Int, after cursor: inout Old.Cursor) -> Int? {
        guard start >= 0 else { return nil }
        for candidate in start..<min(start + 2, old.count)
        where oldToNew[candidate] == IdentityMatch.unique && Rule.identity(of: old.element(candidate, after: &cursor)) == key {
            return candidate
        }
        return nil
    }

    /// Sets old element `index`'s results, not yet written, to unmatched and unchanged.
    @inlinable @inline(__always)
    func leaveUnmatched(_ index: Int) {
        oldToNew[index] = IdentityMatch.unique
        changed[index] = false
    }

    /// Matches old element `oldIndex`, which is `oldElement`, with new element `newIndex`, which
    /// is `element`.
    @inlinable @inline(__always)
    func pair(_ oldIndex: Int, _ newIndex: Int, _ element: Rule.Element, was oldElement: Rule.Element) {
        oldToNew[oldIndex] = newIndex
        newToOld[newIndex] = oldIndex
        changed[oldIndex] = Rule.isChanged(oldElement, element)
    }

    /// The group of the identity whose first old occurrence is `first`, whose entry is `entry`,
    /// made when new element `member` repeats it.
    @inlinable
    mutating func repeatedGroup(first: Int, entry: Int, member: Int) -> Int {
        if let group = IdentityMatch.group(ofEntry: entry) { return group }
        let group = groupOldEnds.count
        let groupEntry = IdentityMatch.groupEntry(group)
        if entry >= 0 {
            // Once among the old elements, and matched with another new element: undone, that
            // element joins the group. It comes after `member` when the in-order pass matched
            // it, and then the groups need renumbering (``repeatedIdentities()``).
            groupsOutOfOrder = groupsOutOfOrder || entry > member
            groupOld.append(first)
            groupNew.append((group, entry))
            newToOld[entry] = groupEntry
            changed[first] = false
            oldToNew[first] = groupEntry
        } else {
            var occurrence = first
            var link = entry
            while true {
                groupOld.append(occurrence)
                oldToNew[occurrence] = groupEntry
                if link == IdentityMatch.lastOccurrence { break }
                occurrence = IdentityMatch.nextOccurrence(after: link)
                link = oldToNew[occurrence]
            }
        }
        groupOldEnds.append(groupOld.count)
        return group
    }

    // MARK: Phase 5: the repeated identities handed over

    /// The repeated identities' groups, for ``IdentityMatch/repeated``: numbered as a walk of
    /// the new list in order makes them, each at its identity's first new occurrence, or its
    /// second for an identity found once among the old elements (the first was matched then),
    /// and each group's new occurrences in order. ``matchDeferred(_:)`` makes them in that
    /// order, unless an identity found once among the old elements was matched in order after
    /// a deferred occurrence of it; then they are renumbered here.
    @inlinable
    mutating func repeatedIdentities() -> RepeatedIdentities {
        if groupOld.isEmpty { return RepeatedIdentities() }
        if groupsOutOfOrder { renumberGroups() }
        return RepeatedIdentities(oldOccurrences: groupOld, oldEnds: groupOldEnds, newMembers: groupNew)
    }

    /// Renumbers the groups in the order of the new occurrence at which a walk of the new list
    /// in order makes each, and puts their new occurrences in order, rewriting their entries.
    @usableFromInline
    mutating func renumberGroups() {
        let count = groupOldEnds.count
        var smallest = [Int](repeating: Int.max, count: count)
        var second = [Int](repeating: Int.max, count: count)
        for (group, new) in groupNew {
            if new < smallest[group] {
                second[group] = smallest[group]
                smallest[group] = new
            } else if new < second[group] {
                second[group] = new
            }
        }
        var made = smallest
        for group in 0..<count {
            let oldCount = groupOldEnds[group] - (group == 0 ? 0 : groupOldEnds[group - 1])
            if oldCount == 1 { made[group] = second[group] }
        }
        let order = (0..<count).sorted { made[$0] < made[$1] }
        var number = [Int](repeating: 0, count: count)
        var renumberedOld: [Int] = []
        renumberedOld.reserveCapacity(groupOld.count)
        var renumberedEnds: [Int] = []
        renumberedEnds.reserveCapacity(count)
        for (renumbered, group) in order.enumerated() {
            number[group] = renumbered
            for occurrence in groupOld[(group == 0 ? 0 : groupOldEnds[group - 1])..<groupOldEnds[group]] {
                renumberedOld.append(occurrence)
                oldToNew[occurrence] = IdentityMatch.groupEntry(renumbered)
            }
            renumberedEnds.append(renumberedOld.count)
        }
        groupOld = renumberedOld
        groupOldEnds = renumberedEnds
        groupNew = groupNew.map { (group: number[$0.group], new: $0.new) }.sorted { $0.new < $1.new }
        for (group, new) in groupNew { newToOld[new] = IdentityMatch.groupEntry(group) }
    }
}
