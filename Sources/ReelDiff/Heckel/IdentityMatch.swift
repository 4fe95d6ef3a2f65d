/// Which old element is which new element, matched by identity in O(n) as in Heckel's
/// algorithm: an identity matches only if it occurs exactly once in the old list and once in
/// the new one. Duplicated identities stay unmatched, so they become deletes and inserts
/// instead of a crash.
@usableFromInline
struct IdentityMatch: Sendable {
    /// For each old element, the index of its new element, or a negative number if none.
    @usableFromInline var oldToNew: [Int]
    /// For each new element, the index of its old element, or a negative number if none.
    @usableFromInline var newToOld: [Int]

    /// Marks an old element whose identity occurs more than once in either list.
    @usableFromInline static let duplicated = -2

    /// Matches `old` and `new` by `identity`.
    ///
    /// The table is open addressing with linear probing at load ≤ ½, built once from the old
    /// elements; each slot packs the upper 32 bits of the hash (to skip most identity
    /// comparisons) with the old index, so a probe touches one 8-byte word. Each element's
    /// identity is hashed once.
    @inlinable
    init<Element, Identity: Hashable>(old: [Element], new: [Element], identity: (Element) -> Identity) {
        let oldCount = old.count
        let newCount = new.count
        precondition(oldCount < Int(UInt32.max), "ReelDiff matches fewer than 2³² - 1 elements at a time")
        var oldToNew = [Int](repeating: -1, count: oldCount)
        var newToOld = [Int](repeating: -1, count: newCount)
        guard oldCount > 0, newCount > 0 else {
            self.oldToNew = oldToNew
            self.newToOld = newToOld
            return
        }
        var capacity = 16
        while capacity < oldCount * 2 { capacity <<= 1 }
        let mask = capacity - 1
        let tagMask: UInt64 = 0xFFFF_FFFF_0000_0000
        var table = [UInt64](repeating: 0, count: capacity)

        // Hashing first and probing in a separate tight loop lets the processor overlap the
        // cache misses of many probes; interleaved with hashing, each miss stalls alone.
        let hasher = IdentityHasher()
        let oldHashes = old.map { hasher.hash(identity($0)) }
        let newHashes = new.map { hasher.hash(identity($0)) }

        old.withUnsafeBufferPointer { old in
            new.withUnsafeBufferPointer { new in
                table.withUnsafeMutableBufferPointer { table in
                    oldToNew.withUnsafeMutableBufferPointer { oldToNew in
                        newToOld.withUnsafeMutableBufferPointer { newToOld in
                            for index in 0..<oldCount {
                                let hash = oldHashes[index]
                                let tag = UInt64(truncatingIfNeeded: hash) & tagMask
                                var slot = hash & mask
                                while true {
                                    let entry = table[slot]
                                    if entry == 0 {
                                        table[slot] = tag | UInt64(index + 1)
                                        break
                                    }
                                    if entry & tagMask == tag {
                                        let first = Int(truncatingIfNeeded: entry & ~tagMask) - 1
                                        if identity(old[first]) == identity(old[index]) {
                                            oldToNew[first] = IdentityMatch.duplicated
                                            oldToNew[index] = IdentityMatch.duplicated
                                            break
                                        }
                                    }
                                    slot = (slot &+ 1) & mask
                                }
                            }
                            for index in 0..<newCount {
                                let hash = newHashes[index]
                                let tag = UInt64(truncatingIfNeeded: hash) & tagMask
                                var slot = hash & mask
                                while true {
                                    let entry = table[slot]
                                    if entry == 0 { break }
                                    if entry & tagMask == tag {
                                        let candidate = Int(truncatingIfNeeded: entry & ~tagMask) - 1
                                        if identity(old[candidate]) == identity(new[index]) {
                                            let earlier = oldToNew[candidate]
                                            if earlier == -1 {
                                                oldToNew[candidate] = index
                                                newToOld[index] = candidate
                                            } else if earlier >= 0 {
                                                // A second new element with this identity: neither matches.
                                                newToOld[earlier] = -1
                                                oldToNew[candidate] = IdentityMatch.duplicated
                                            }
                                            break
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
        self.oldToNew = oldToNew
        self.newToOld = newToOld
    }
}
