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
struct IdentityMatchBuffers<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger> {
    /// The old elements, which the table's indexes point into.
    @usableFromInline let old: UnsafeBufferPointer<Rule.Element>
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
    @usableFromInline let oldToNew: UnsafeMutableBufferPointer<Int>
    /// ``IdentityMatch/newToOld``'s elements.
    @usableFromInline let newToOld: UnsafeMutableBufferPointer<Int>
    /// ``IdentityMatch/changed``'s elements.
    @usableFromInline let changed: UnsafeMutableBufferPointer<Bool>
    /// The repeated identities' groups, as `RepeatedIdentities` takes them: every group's old
    /// occurrences, where each group's end, and each new occurrence with its group.
    @usableFromInline var groupOld: [Int] = []
    @usableFromInline var groupOldEnds: [Int] = []
    @usableFromInline var groupNew: [(group: Int, new: Int)] = []

    /// The table's slot count for `oldCount` old elements: a power of two, at least twice it.
    @inlinable
    static func tableCapacity(oldCount: Int) -> Int {
        var capacity = 16
        while capacity < oldCount * 2 { capacity <<= 1 }
        return capacity
    }

    /// Buffers for matching `old`, with `table` empty, and the results as ``IdentityMatch``
    /// starts them: every old and new element unmatched, none changed.
    @inlinable
    init(
        old: UnsafeBufferPointer<Rule.Element>, table: UnsafeMutableBufferPointer<Slot>, indexBits: Int,
        oldToNew: UnsafeMutableBufferPointer<Int>, newToOld: UnsafeMutableBufferPointer<Int>,
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
    @inlinable
    func tag(_ hash: Int) -> Slot {
        Slot(truncatingIfNeeded: UInt64(bitPattern: Int64(hash)) >> tagShift) << indexBits
    }

    /// Probes the table from `hash`'s slot for `key`: the slot holding an old element with that
    /// identity, and the element; or the empty slot that ends the probe, and nil.
    @inlinable
    func find(_ key: Rule.Identity, hash: Int, tag: Slot) -> (slot: Int, old: Int?) {
        var slot = hash & mask
        while true {
            let entry = table[slot]
            if entry == 0 { return (slot, nil) }
            if entry & ~indexMask == tag {
                let candidate = Int(truncatingIfNeeded: entry & indexMask) - 1
                if Rule.identity(of: old[candidate]) == key { return (slot, candidate) }
            }
            slot = (slot &+ 1) & mask
        }
    }

    // MARK: Phase 1: the old elements into the table

    /// Puts every old element into the table, from last to first, so that an identity's slot
    /// ends up holding its first occurrence, each occurrence chained to the next in
    /// ``IdentityMatch/oldToNew``.
    ///
    /// A table for tens of thousands of elements outgrows the processor's caches, so each
    /// insertion's slot is prefetched a few insertions ahead rather than waited for.
    @inlinable
    func insertOld() {
        let distance = IdentityMatch.prefetchDistance
        // The hashes of the old elements from the one being inserted to the one whose slot is
        // prefetched: each is hashed once, and none is kept longer (a million of them would
        // take 8 MB). Index i's hash sits at i modulo the buffer's count (a power of two above
        // the prefetch distance).
        withUnsafeTemporaryAllocation(of: Int.self, capacity: distance * 2) { aheadHashes in
            let aheadMask = aheadHashes.count - 1
            for index in max(old.count - distance, 0)..<old.count {
                aheadHashes[index & aheadMask] = hasher.hash(Rule.identity(of: old[index]))
            }
            for index in (0..<old.count).reversed() {
                if index >= distance {
                    let prefetched = index - distance
                    let hash = hasher.hash(Rule.identity(of: old[prefetched]))
                    aheadHashes[prefetched & aheadMask] = hash
                    reel_prefetch_for_write(table.baseAddress! + (hash & mask))
                }
                insert(index, hash: aheadHashes[index & aheadMask])
            }
        }
    }

    /// Puts old element `index`, whose identity hashes to `hash`, into the table, ahead of the
    /// later occurrences of its identity if any are in.
    @inlinable
    func insert(_ index: Int, hash: Int) {
        let tag = tag(hash)
        let (slot, next) = find(Rule.identity(of: old[index]), hash: hash, tag: tag)
        if let next {
            // A later occurrence is in already: this one heads the chain now.
            if oldToNew[next] == IdentityMatch.unique { oldToNew[next] = IdentityMatch.lastOccurrence }
            oldToNew[index] = IdentityMatch.occurrence(before: next)
        }
        table[slot] = tag | Slot(truncatingIfNeeded: index + 1)
    }

    // MARK: Phase 2: each new element to its old one

    /// Matches every new element, in order, with an old one or with its identity's group.
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
    @inlinable
    mutating func matchNew(_ new: SegmentedElements<Rule.Element>) {
        var next = 0
        // Where the old elements' order left off before the last match found by a probe, until
        // an element is found in order again (-1 then): when that element was moved in from
        // elsewhere, the next one picks the order up again here. Trying it later would read
        // memory long gone from the cache for every element out of order.
        var resume = -1
        var index = -1
        for segment in new.segments {
            for element in segment {
                index += 1
                let key = Rule.identity(of: element)
                if let candidate = unmatchedUnique(key, from: next) ?? unmatchedUnique(key, from: resume) {
                    pair(candidate, index, element)
                    next = candidate + 1
                    resume = -1
                    continue
                }
                let hash = hasher.hash(key)
                // The table holds the identity's first old occurrence, if any.
                guard let first = find(key, hash: hash, tag: tag(hash)).old else { continue }
                let state = oldToNew[first]
                if state == IdentityMatch.unique {
                    pair(first, index, element)
                    resume = next
                    next = first + 1
                } else {
                    let group = repeatedGroup(first: first, entry: state)
                    groupNew.append((group, index))
                    newToOld[index] = IdentityMatch.groupEntry(group)
                }
            }
        }
    }

    /// Of the old elements at `start` and right after it, the first with identity `key` if
    /// that identity is unique among the old elements and unmatched; nil if neither is, or
    /// `start` is negative.
    @inlinable
    func unmatchedUnique(_ key: Rule.Identity, from start: Int) -> Int? {
        guard start >= 0 else { return nil }
        for candidate in start..<min(start + 2, old.count)
        where oldToNew[candidate] == IdentityMatch.unique && Rule.identity(of: old[candidate]) == key {
            return candidate
        }
        return nil
    }

    /// Matches old element `oldIndex` with new element `newIndex`, which is `element`.
    @inlinable
    func pair(_ oldIndex: Int, _ newIndex: Int, _ element: Rule.Element) {
        oldToNew[oldIndex] = newIndex
        newToOld[newIndex] = oldIndex
        changed[oldIndex] = Rule.isChanged(old[oldIndex], element)
    }

    /// The group of the identity whose first old occurrence is `first`, whose entry is `entry`,
    /// made when the new list first repeats it.
    @inlinable
    mutating func repeatedGroup(first: Int, entry: Int) -> Int {
        if let group = IdentityMatch.group(ofEntry: entry) { return group }
        let group = groupOldEnds.count
        let groupEntry = IdentityMatch.groupEntry(group)
        if entry >= 0 {
            // Once among the old elements, and matched with an earlier new element: undone,
            // that element joins the group.
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

    // MARK: Phase 3: the repeated identities handed over

    /// The repeated identities' groups, for ``IdentityMatch/repeated``.
    @inlinable
    func repeatedIdentities() -> RepeatedIdentities {
        if groupOld.isEmpty { return RepeatedIdentities() }
        return RepeatedIdentities(oldOccurrences: groupOld, oldEnds: groupOldEnds, newMembers: groupNew)
    }
}
