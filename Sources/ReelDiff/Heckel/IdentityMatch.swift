import CReelPrefetch

/// Which old element is which new element, matched by identity in O(n) as in Heckel's
/// algorithm. An identity found once in each list is matched here. An identity found in both
/// lists and more than once in either is *repeated*: which of its occurrences is which decides
/// what can stay in place, so this match only gathers its occurrences into ``repeated``, and
/// ``matchRepeated(old:new:rule:oldStarts:counterparts:alike:)`` matches them, keeping the most
/// in place; for an identity pairing up more than ``pairsPerOccurrence`` ways per occurrence,
/// the most among pairs within ``rankReach`` ranks of in order.
@usableFromInline
struct IdentityMatch: Sendable {
    /// For each old element, the index of its new element, or a negative number if none (yet:
    /// an occurrence of a repeated identity holds its group's entry until `matchRepeated`
    /// matches it).
    @usableFromInline var oldToNew: [Int]
    /// For each new element, the index of its old element, or a negative number if none (yet,
    /// as for `oldToNew`).
    @usableFromInline var newToOld: [Int]
    /// For each old element with a new element, whether the two differ in content.
    @usableFromInline var changed: [Bool]
    /// The repeated identities' occurrences, one group per identity.
    @usableFromInline var repeated = RepeatedIdentities()

    // While matching, an unmatched old element's entry in `oldToNew` says whether its identity
    // is unique among the old elements (`unique`) or which occurrence of it comes next: the
    // occurrences of a duplicated identity form a chain through these entries, in order, so the
    // first new element with the identity lists them all in one walk without more memory. From
    // then on they hold their group's entry, as do the identity's new occurrences.

    /// An unmatched old element whose identity no other old element has.
    @usableFromInline static let unique = -1
    /// An unmatched old element that is the last old occurrence of a duplicated identity.
    @usableFromInline static let lastOccurrence = -2

    /// The entry of an unmatched old element whose identity's next old occurrence is at `next`.
    @inlinable
    static func occurrence(before next: Int) -> Int { -3 - next }

    /// The next old occurrence after an unmatched old element whose entry is `entry` (below
    /// ``unique``), or a negative number when it is the last.
    @inlinable
    static func nextOccurrence(after entry: Int) -> Int { -3 - entry }

    /// The entry of every occurrence, old and new, of the repeated identity numbered `group` in
    /// ``repeated``: far below any chain entry, so that neither is taken for the other.
    @inlinable
    static func groupEntry(_ group: Int) -> Int { Int.min + group }

    /// The group whose entry is `entry`, or nil if `entry` is no group's.
    @inlinable
    static func group(ofEntry entry: Int) -> Int? { entry < Int.min / 2 ? entry - Int.min : nil }

    /// Matches `old` and `new` by identity, and compares matched pairs' content, as `rule` says.
    ///
    /// The old elements go into a table with open addressing and linear probing at load ≤ ½;
    /// each slot packs the top bits of the hash (to skip most identity comparisons) with the old
    /// index, so a probe touches one 4-byte word (8 bytes beyond 16 million elements). A table
    /// for tens of thousands of elements outgrows the processor's caches, so each insertion's
    /// slot is prefetched a few insertions ahead rather than waited for. The old elements go in
    /// from last to first, so that an identity's slot ends up holding its first occurrence,
    /// each occurrence chained to the next. A new element finding that first occurrence either
    /// matches it, if its identity is unique among the old elements and still unmatched, or
    /// makes the identity a repeated one, whose group the element joins.
    ///
    /// Before looking a new element up, the match tries the old element right after the
    /// previous match, then the one after that (the first was deleted): in most updates most
    /// elements keep their order, and comparing neighbours in memory is far cheaper than a
    /// probe that misses the cache. Until an element is matched in order again after a probe
    /// found one elsewhere (likely moved there), the two old elements where the order left off
    /// are tried too: the element after a moved one costs no probe. The result is the same
    /// either way, because an old element is only taken that way if its identity is unique
    /// among the old ones and still unmatched, so the new element is the first with it; should
    /// a later one repeat it, the two join a group as if both had probed.
    ///
    /// The old elements are read from one array, which the table's indexes point into; the new
    /// ones, read in order, from their segments as they are.
    @inlinable
    init<Rule: MatchRule>(old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type) {
        oldToNew = [Int](repeating: -1, count: old.count)
        newToOld = [Int](repeating: -1, count: new.count)
        changed = [Bool](repeating: false, count: old.count)
        if !old.isEmpty && new.count > 0 {
            match(old: old, new: new, rule: rule)
        }
    }

    @inlinable
    mutating func match<Rule: MatchRule>(old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type) {
        precondition(old.count < Int(UInt32.max), "ReelDiff matches fewer than 2³² - 1 elements at a time")
        // Old indexes plus one, with at least 8 bits of hash beside them, fit in 32-bit slots for
        // up to 16 million elements: half the table of 64-bit slots, so half the cache misses.
        let indexBits = Int.bitWidth - (old.count + 1).leadingZeroBitCount
        if indexBits <= 24 {
            match(old: old, new: new, rule: rule, slot: UInt32.self, indexBits: indexBits)
        } else {
            match(old: old, new: new, rule: rule, slot: UInt64.self, indexBits: 32)
        }
    }

    /// The match with a table of `Slot`s, each packing an old index plus one in its low
    /// `indexBits` bits with the top bits of the index's hash (its tag) in the rest.
    @inlinable
    mutating func match<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger>(
        old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type, slot: Slot.Type, indexBits: Int
    ) {
        let oldCount = old.count
        var capacity = 16
        while capacity < oldCount * 2 { capacity <<= 1 }
        let mask = capacity - 1
        let indexMask: Slot = (1 << indexBits) - 1
        let tagShift = UInt64.bitWidth - (Slot.bitWidth - indexBits)
        func tag(_ hash: Int) -> Slot {
            Slot(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> tagShift) << indexBits
        }
        var table = [Slot](repeating: 0, count: capacity)
        let hasher = IdentityHasher()
        // The hashes of the old elements from the one being inserted to the one whose slot is
        // prefetched: each is hashed once, and none is kept longer (a million of them would
        // take 8 MB).
        var aheadHashes = [Int](repeating: 0, count: IdentityMatch.prefetchDistance * 2)
        // The repeated identities' groups, as `RepeatedIdentities` takes them.
        var groupOld: [Int] = []
        var groupOldEnds: [Int] = []
        var groupNew: [(group: Int, new: Int)] = []

        old.withUnsafeBufferPointer { old in
            aheadHashes.withUnsafeMutableBufferPointer { aheadHashes in
                table.withUnsafeMutableBufferPointer { table in
                    self.oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                        self.newToOld.withUnsafeMutableBufferPointer { newToOld in
                            self.changed.withUnsafeMutableBufferPointer { changed in
                                // Index i's hash sits at i modulo the buffer's count (a power of
                                // two above the prefetch distance), beside those prefetched ahead.
                                let aheadMask = aheadHashes.count - 1
                                for index in max(oldCount - IdentityMatch.prefetchDistance, 0)..<oldCount {
                                    aheadHashes[index & aheadMask] = hasher.hash(Rule.identity(of: old[index]))
                                }
                                insertions: for index in (0..<oldCount).reversed() {
                                    if index >= IdentityMatch.prefetchDistance {
                                        let prefetched = index - IdentityMatch.prefetchDistance
                                        let hash = hasher.hash(Rule.identity(of: old[prefetched]))
                                        aheadHashes[prefetched & aheadMask] = hash
                                        reel_prefetch_for_write(table.baseAddress! + (hash & mask))
                                    }
                                    let key = Rule.identity(of: old[index])
                                    let hash = aheadHashes[index & aheadMask]
                                    let tag = tag(hash)
                                    var slot = hash & mask
                                    while true {
                                        let entry = table[slot]
                                        if entry == 0 { break }
                                        if entry & ~indexMask == tag {
                                            let next = Int(truncatingIfNeeded: entry & indexMask) - 1
                                            if Rule.identity(of: old[next]) == key {
                                                // An earlier occurrence: it heads the chain now.
                                                if oldToNew[next] == IdentityMatch.unique { oldToNew[next] = IdentityMatch.lastOccurrence }
                                                oldToNew[index] = IdentityMatch.occurrence(before: next)
                                                table[slot] = tag | Slot(truncatingIfNeeded: index + 1)
                                                continue insertions
                                            }
                                        }
                                        slot = (slot &+ 1) & mask
                                    }
                                    table[slot] = tag | Slot(truncatingIfNeeded: index + 1)
                                }

                                func match(_ oldIndex: Int, _ newIndex: Int, _ element: Rule.Element) {
                                    oldToNew[oldIndex] = newIndex
                                    newToOld[newIndex] = oldIndex
                                    changed[oldIndex] = Rule.isChanged(old[oldIndex], element)
                                }
                                // The group of the identity whose first old occurrence is `first`,
                                // whose entry is `entry`, made when the new list first repeats it.
                                func repeatedGroup(first: Int, entry: Int) -> Int {
                                    if let group = IdentityMatch.group(ofEntry: entry) { return group }
                                    let group = groupOldEnds.count
                                    let groupEntry = IdentityMatch.groupEntry(group)
                                    if entry >= 0 {
                                        // Once among the old elements, and matched with an earlier
                                        // new element: undone, that element joins the group.
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
                                var next = 0
                                // Where the old elements' order left off before the last match
                                // found by a probe, until an element is found in order again (-1
                                // then): when that element was moved in from elsewhere, the next
                                // one picks the order up again here. Trying it later would read
                                // memory long gone from the cache for every element out of order.
                                var resume = -1
                                var index = -1
                                for segment in new.segments {
                                    lookups: for element in segment {
                                        index += 1
                                        let key = Rule.identity(of: element)
                                        // The old element after the previous match, or the one after it
                                        // when the first was deleted; then the same at `resume`.
                                        for attempt in 0..<2 {
                                            let start = attempt == 0 ? next : resume
                                            guard start >= 0 else { break }
                                            for candidate in start..<min(start + 2, oldCount)
                                            where oldToNew[candidate] == IdentityMatch.unique && Rule.identity(of: old[candidate]) == key {
                                                match(candidate, index, element)
                                                next = candidate + 1
                                                resume = -1
                                                continue lookups
                                            }
                                        }
                                        let hash = hasher.hash(key)
                                        let tag = tag(hash)
                                        var slot = hash & mask
                                        while true {
                                            let entry = table[slot]
                                            if entry == 0 { continue lookups }
                                            if entry & ~indexMask == tag {
                                                let candidate = Int(truncatingIfNeeded: entry & indexMask) - 1
                                                if Rule.identity(of: old[candidate]) == key {
                                                    // The slot holds the identity's first old occurrence.
                                                    let state = oldToNew[candidate]
                                                    if state == IdentityMatch.unique {
                                                        match(candidate, index, element)
                                                        resume = next
                                                        next = candidate + 1
                                                    } else {
                                                        let group = repeatedGroup(first: candidate, entry: state)
                                                        groupNew.append((group, index))
                                                        newToOld[index] = IdentityMatch.groupEntry(group)
                                                    }
                                                    continue lookups
                                                }
                                            }
                                            slot = (slot &+ 1) & mask
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if !groupOld.isEmpty {
            repeated = RepeatedIdentities(oldOccurrences: groupOld, oldEnds: groupOldEnds, newMembers: groupNew)
        }
    }

    /// How many elements ahead the table slot of an insertion is prefetched: enough to cover a
    /// memory access at a few nanoseconds of work per element. A power of two, so that the
    /// hashes between an insertion and its prefetch fit a buffer indexed by a mask.
    @usableFromInline static let prefetchDistance = 16
}
