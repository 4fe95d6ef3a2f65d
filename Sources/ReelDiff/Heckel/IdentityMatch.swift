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
    /// The old elements go into a hash table (``IdentityMatchBuffers/insertOld()``); then each
    /// new element, in order, either takes an old one near the previous match or looks its
    /// identity up in the table (``IdentityMatchBuffers/matchNew(_:)``). A new element finding
    /// an identity's first old occurrence either matches it, if the identity is unique among
    /// the old elements and still unmatched, or makes the identity a repeated one, whose group
    /// the element joins. The old elements are read from one array, which the table's indexes
    /// point into; the new ones, read in order, from their segments as they are.
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
    /// `indexBits` bits with the top bits of the index's hash (its tag) in the rest: the
    /// buffers are set up once, and the match's phases run on them.
    @inlinable
    mutating func match<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger>(
        old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type, slot: Slot.Type, indexBits: Int
    ) {
        let table = UnsafeMutableBufferPointer<Slot>.allocate(
            capacity: IdentityMatchBuffers<Rule, Slot>.tableCapacity(oldCount: old.count))
        table.initialize(repeating: 0)
        defer { table.deallocate() }
        repeated = old.withUnsafeBufferPointer { old in
            oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                newToOld.withUnsafeMutableBufferPointer { newToOld in
                    changed.withUnsafeMutableBufferPointer { changed in
                        var buffers = IdentityMatchBuffers<Rule, Slot>(
                            old: old, table: table, indexBits: indexBits,
                            oldToNew: oldToNew, newToOld: newToOld, changed: changed)
                        buffers.insertOld()
                        buffers.matchNew(new)
                        return buffers.repeatedIdentities()
                    }
                }
            }
        }
    }

    /// How many elements ahead the table slot of an insertion is prefetched: enough to cover a
    /// memory access at a few nanoseconds of work per element. A power of two, so that the
    /// hashes between an insertion and its prefetch fit a buffer indexed by a mask.
    @usableFromInline static let prefetchDistance = 16
}
