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
    @usableFromInline var oldToNew: MatchIndexes
    /// For each new element, the index of its old element, or a negative number if none (yet,
    /// as for `oldToNew`).
    @usableFromInline var newToOld: MatchIndexes
    /// For each old element with a new element, whether the two differ in content.
    @usableFromInline var changed: [Bool]
    /// The repeated identities' occurrences, one group per identity.
    @usableFromInline var repeated = RepeatedIdentities()

    // Once the table is built, an unmatched old element's entry in `oldToNew` says whether its
    // identity is unique among the old elements (`unique`) or which occurrence of it comes
    // next: the occurrences of a duplicated identity form a chain through these entries, in
    // order, so the first new element looked up with the identity lists them all in one walk
    // without more memory. From then on they hold their group's entry, as do the identity's
    // new occurrences. (The in-order pass, before, writes `unique` for every old element it
    // does not pair.)

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
    /// ``repeated``: far below any chain entry, so that neither is taken for the other (chain
    /// entries are above -2²⁹ - 3, group entries below -2³¹ + 2²⁹), and within 32 bits
    /// (``MatchIndexes``).
    @inlinable
    static func groupEntry(_ group: Int) -> Int { Int(Int32.min) + group }

    /// The group whose entry is `entry`, or nil if `entry` is no group's.
    @inlinable
    static func group(ofEntry entry: Int) -> Int? { entry < Int(Int32.min) / 2 ? entry - Int(Int32.min) : nil }

    /// The most elements either list of a match may hold, so that every index and entry fits
    /// the 32 bits of ``MatchIndexes`` and the two kinds of entry stay apart.
    @usableFromInline static let maximumCount = 1 << 29 - 1

    /// Matches `old` and `new` by identity, and compares matched pairs' content, as `rule` says;
    /// on two threads at once when `parallel` says so, by default for lists of
    /// ``parallelThreshold`` elements and more. The match is the same either way.
    ///
    /// The old elements go into a hash table (``IdentityMatchBuffers/insertOld()``) while each
    /// new element, in order, takes an old one where the old elements' order goes on, if it
    /// finds one there (``IdentityMatchBuffers/matchInOrder(_:)``). Those pairs hold
    /// only for identities unique among the old elements: the others are undone once the table
    /// says which identities are duplicated (``IdentityMatchBuffers/linkOccurrences(_:)``).
    /// Then each new element left, in order, looks its identity up in the table
    /// (``IdentityMatchBuffers/matchDeferred(_:)``): finding an identity's first old
    /// occurrence, it either matches it, if the identity is unique among the old elements and
    /// still unmatched, or makes the identity a repeated one, whose group the element joins.
    /// The old elements are read where they are (``OldElements``), by the index the table holds;
    /// the new ones from their segments, those left to a lookup kept with their hash.
    @inlinable
    init<Rule: MatchRule>(old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type, parallel: Bool? = nil) {
        var memory = IdentityMatchMemory(isReused: false)
        self = old.withUnsafeBufferPointer { IdentityMatch(old: $0, new: new, rule: rule, parallel: parallel, memory: &memory) }
    }

    /// The match, made in `memory`: its table is used and kept there, and its arrays become the
    /// match's results (``returnMemory(to:)`` hands them back once the diff is done with them).
    @inlinable
    init<Rule: MatchRule, Old: OldElements<Rule.Element>>(
        old: Old, new: SegmentedElements<Rule.Element>, rule: Rule.Type, parallel: Bool? = nil,
        memory: inout IdentityMatchMemory
    ) {
        precondition(
            old.count <= Self.maximumCount && new.count <= Self.maximumCount, "ReelDiff matches lists of fewer than 2²⁹ elements")
        let parallel = parallel ?? Self.runsInParallel(oldCount: old.count, newCount: new.count)
        // Old indexes plus one, with at least 8 bits of hash beside them, fit in 32-bit slots for
        // up to 16 million elements: half the table of 64-bit slots, so half the cache misses.
        let indexBits = Int.bitWidth - (old.count + 1).leadingZeroBitCount
        if indexBits <= 24 {
            self.init(old: old, new: new, rule: rule, slot: UInt32.self, indexBits: indexBits, parallel: parallel, memory: &memory)
        } else {
            self.init(old: old, new: new, rule: rule, slot: UInt64.self, indexBits: 32, parallel: parallel, memory: &memory)
        }
    }

    /// The match with a table of `Slot`s, each packing an old index plus one in its low
    /// `indexBits` bits with the top bits of the index's hash (its tag) in the rest, in a fresh
    /// memory.
    @inlinable
    init<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger>(
        old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type, slot: Slot.Type, indexBits: Int,
        parallel: Bool = false
    ) {
        var memory = IdentityMatchMemory(isReused: false)
        self = old.withUnsafeBufferPointer {
            IdentityMatch(old: $0, new: new, rule: rule, slot: slot, indexBits: indexBits, parallel: parallel, memory: &memory)
        }
    }

    /// The match with a table of `Slot`s, in `memory`: the buffers are set up once, and the
    /// match's phases run on them.
    ///
    /// The results' arrays are not cleared first: the in-order pass writes every entry, as it
    /// goes, which saves clearing megabytes on long lists.
    @inlinable
    init<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger, Old: OldElements<Rule.Element>>(
        old: Old, new: SegmentedElements<Rule.Element>, rule: Rule.Type, slot: Slot.Type, indexBits: Int,
        parallel: Bool, memory: inout IdentityMatchMemory
    ) {
        guard old.count > 0 && new.count > 0 else {
            oldToNew = MatchIndexes(repeating: -1, count: old.count)
            newToOld = MatchIndexes(repeating: -1, count: new.count)
            changed = [Bool](repeating: false, count: old.count)
            return
        }
        let slotCount = IdentityMatchBuffers<Rule, Slot, Old>.tableCapacity(oldCount: old.count)
        let isReused = memory.isReused
        IdentityMatchMemory.resize(&memory.tableWords, to: (slotCount * MemoryLayout<Slot>.stride + 7) / 8, filling: 0, isReused: isReused)
        IdentityMatchMemory.resize(&memory.oldToNew, to: old.count, filling: 0, isReused: isReused)
        IdentityMatchMemory.resize(&memory.newToOld, to: new.count, filling: 0, isReused: isReused)
        IdentityMatchMemory.resize(&memory.changed, to: old.count, filling: false, isReused: isReused)
        // The result arrays move out of the memory, so that each has one owner while it is written.
        var oldToNew = memory.oldToNew
        var newToOld = memory.newToOld
        var changed = memory.changed
        memory.oldToNew = []
        memory.newToOld = []
        memory.changed = []
        var repeated = RepeatedIdentities()
        memory.tableWords.withUnsafeMutableBufferPointer { words in
            words.withMemoryRebound(to: Slot.self) { table in
                let table = UnsafeMutableBufferPointer(rebasing: table[..<slotCount])
                oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                    newToOld.withUnsafeMutableBufferPointer { newToOld in
                        changed.withUnsafeMutableBufferPointer { changed in
                            repeated = Self.match(
                                new, in: IdentityMatchBuffers<Rule, Slot, Old>(
                                    old: old, table: table, indexBits: indexBits,
                                    oldToNew: UnsafeMutableMatchIndexes(oldToNew), newToOld: UnsafeMutableMatchIndexes(newToOld),
                                    changed: changed),
                                parallel: parallel)
                        }
                    }
                }
            }
        }
        if !memory.isReused { memory.tableWords = [] }
        self.oldToNew = MatchIndexes(oldToNew)
        self.newToOld = MatchIndexes(newToOld)
        self.changed = changed
        self.repeated = repeated
    }

    /// The match's phases, in `buffers`: the table built while the in-order pass runs (on two
    /// threads when `parallel`), the pairs of duplicated old identities undone, the deferred
    /// new elements probed; returns the repeated identities found.
    @inlinable
    static func match<Rule: MatchRule, Slot: FixedWidthInteger & UnsignedInteger, Old: OldElements<Rule.Element>>(
        _ new: SegmentedElements<Rule.Element>, in buffers: IdentityMatchBuffers<Rule, Slot, Old>, parallel: Bool
    ) -> RepeatedIdentities {
        var buffers = buffers
        let (links, deferred) = ConcurrentPhases.run(
            parallel: parallel,
            {
                buffers.table.initialize(repeating: 0)
                return buffers.insertOld()
            },
            { buffers.matchInOrder(new) })
        let undone = buffers.linkOccurrences(links)
        if undone.isEmpty {
            deferred.withUnsafeBufferPointer { buffers.matchDeferred($0) }
        } else {
            // Identities duplicated among the old elements that the in-order pass paired: their
            // new elements join the deferred ones, in order. The deferred ones are in order
            // already and far more, so the few undone are sorted and merged in.
            let again = undone.sorted().map { index in
                let element = new[index]
                return (index: index, hash: buffers.hasher.hash(Rule.identity(of: element)), element: element)
            }
            var merged: [IdentityMatchBuffers<Rule, Slot, Old>.DeferredElement] = []
            merged.reserveCapacity(deferred.count + again.count)
            var next = 0
            for element in deferred {
                while next < again.count && again[next].index < element.index {
                    merged.append(again[next])
                    next += 1
                }
                merged.append(element)
            }
            merged.append(contentsOf: again[next...])
            merged.withUnsafeBufferPointer { buffers.matchDeferred($0) }
        }
        return buffers.repeatedIdentities()
    }

    /// Hands the match's result arrays back to `memory`, for the next match made in it: call it
    /// once nothing else holds them (a ``DiffPlan`` made from this match shares them), or the
    /// next match copies them before writing. Of each array and the memory's own, the larger is
    /// kept: a match with an empty side writes its few results apart, leaving the memory's in it.
    @inlinable
    consuming func returnMemory(to memory: inout IdentityMatchMemory) {
        if oldToNew.storage.capacity > memory.oldToNew.capacity { memory.oldToNew = oldToNew.storage }
        if newToOld.storage.capacity > memory.newToOld.capacity { memory.newToOld = newToOld.storage }
        if changed.capacity > memory.changed.capacity { memory.changed = changed }
    }

    /// How many elements ahead the table slot of an insertion or a lookup is prefetched: enough
    /// to cover a memory access at a few nanoseconds of work per element. A power of two, so
    /// that the hashes between an insertion and its prefetch fit a buffer indexed by a mask.
    @usableFromInline static let prefetchDistance = 16

    /// How many old elements after the previous in-order pair a new element is compared with
    /// before it is deferred to a probe: enough to step over a few old elements deleted or
    /// moved away in a row, which a random edit of a tenth of a list makes every few dozen
    /// elements, and few enough that a new element inserted costs little.
    @usableFromInline static let inOrderReach = 4
}
