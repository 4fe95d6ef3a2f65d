/// Matching the repeated identities, so that the most can stay in place.
///
/// The lists are cut into segments, each new segment paired with an old one or with none: a
/// list of sections is one segment, and the items of a sectioned list have one per section. A
/// matched element stays in place when it is matched within its segment's pair and belongs to
/// a longest chain of such matches in order in both lists (``DiffPlan`` finds one: a longest
/// increasing subsequence of old positions); every other matched element moves. How many
/// occurrences of an identity are matched is fixed, the fewer of its counts in the two lists,
/// so the matching with the longest chains has the fewest moves.
///
/// Within a segment's pair, the longest chain over every matching is a longest common
/// subsequence of the two segments' identities, found as Hunt and Szymanski do: each new
/// occurrence of a repeated identity offers every old occurrence in the counterpart segment as
/// a candidate, in descending order so that an increasing subsequence takes at most one of
/// them, each other matched element offers its match, and a longest increasing subsequence of
/// the candidates' old positions is the chain. The occurrences left out of every chain are then
/// matched in order, the k-th left in the source with the k-th left in the target: they move,
/// and those beyond the other list's count are deleted or inserted.
///
/// Matching in order, the k-th occurrence in the source with the k-th in the target, is kept
/// wherever it keeps as much in place: a segment takes the candidates' chain only if it is
/// longer than the chain of its in-order pairs. So a state applied again, or with only content
/// changed, is matched in order, and no segment keeps less in place than in order. The
/// candidates are chained first: a chain that takes in-order pairs alone is as long as any
/// chain of those, so the in-order pairs are only chained apart when it takes another pair.
///
/// An identity offers every candidate only while its candidate pairs number at most
/// ``pairsPerOccurrence`` times its occurrences; beyond that it offers its in-order pairs
/// alone, so that the candidates never outnumber the elements more than that many times.
/// Identities found at most that many times in one of the lists always offer every pair.
///
/// Only segments holding new occurrences of repeated identities are looked at: without
/// repeated identities this costs nothing. When no segment offers a candidate beyond its
/// in-order pairs (each repeated identity found at most once on either side of a segment's
/// pair, paired in order, as when repeats are few and scattered), the chains can only be made
/// of in-order pairs, so every occurrence is matched in order without looking at the segments'
/// other elements.
///
/// - Complexity: O(r log r) for the r occurrences of repeated identities, and O(p log p) for
///   the p candidates of the segments holding them: at most ``pairsPerOccurrence`` per
///   occurrence of a repeated identity, and one per other element of those segments.
extension IdentityMatch {
    /// How many candidate pairs per occurrence an identity may offer before it is matched in
    /// order alone.
    static let pairsPerOccurrence = 8

    /// Matches the repeated identities of `old` and `new` as above and compares the content of
    /// the pairs made as `rule` says, for segments starting in the old list at `oldStarts` (with
    /// an extra entry for the end) and `new`'s segments, new segment `s` paired with old segment
    /// `counterparts[s]`, or with none if that is negative.
    @inlinable
    mutating func matchRepeated<Rule: MatchRule>(
        old: [Rule.Element], new: SegmentedElements<Rule.Element>, rule: Rule.Type, oldStarts: [Int], counterparts: [Int]
    ) {
        guard repeated.count > 0 else { return }
        matchRepeated(oldStarts: oldStarts, newStarts: new.starts, counterparts: counterparts)
        for index in repeated.oldOccurrences {
            let counterpart = oldToNew[index]
            changed[index] = counterpart >= 0 && Rule.isChanged(old[index], new[counterpart])
        }
    }

    /// The matching of the repeated identities, from positions alone.
    @usableFromInline
    mutating func matchRepeated(oldStarts: [Int], newStarts: [Int], counterparts: [Int]) {
        let repeated = self.repeated
        for old in repeated.oldOccurrences { oldToNew[old] = -1 }
        let offersEveryPair = (0..<repeated.count).map { group in
            Self.offersEveryPair(repeated, group: group, oldStarts: oldStarts, newStarts: newStarts, counterparts: counterparts)
        }
        // The segments holding new occurrences, and whether each offers a candidate its
        // in-order pairs do not. Where none does, every segment's chain is made of in-order
        // pairs, and matching what they leave in order completes an in-order matching of every
        // occurrence: that is the matching, found without a pass over the segments' elements.
        var offersCandidates = [Bool](repeating: false, count: newStarts.count - 1)
        var holdsOccurrences = [Bool](repeating: false, count: newStarts.count - 1)
        for group in 0..<repeated.count {
            let olds = repeated.oldOccurrences(of: group)
            for (rank, new) in repeated.newOccurrences(of: group).enumerated() {
                let segment = newStarts.section(containingItem: new)
                holdsOccurrences[segment] = true
                let counterpart = counterparts[segment]
                guard offersEveryPair[group], counterpart >= 0, !offersCandidates[segment] else { continue }
                let partner = rank < olds.count ? olds[olds.startIndex + rank] : nil
                offersCandidates[segment] = Self.offersMoreThan(
                    partner, of: group, in: repeated, within: oldStarts[counterpart]..<oldStarts[counterpart + 1])
            }
        }
        guard offersCandidates.contains(true) else {
            for group in 0..<repeated.count { matchLeftInOrder(repeated, group: group) }
            return
        }

        // The old positions of a segment's pairs, and the new element of each: its candidate
        // pairs, and its in-order ones when those are needed too.
        var keys: [Int] = []
        var owners: [Int] = []
        var inOrderKeys: [Int] = []
        var inOrderOwners: [Int] = []
        for segment in holdsOccurrences.indices where holdsOccurrences[segment] {
            let counterpart = counterparts[segment]
            let oldRange = counterpart < 0 ? 0..<0 : oldStarts[counterpart]..<oldStarts[counterpart + 1]
            let newRange = newStarts[segment]..<newStarts[segment + 1]
            // Without candidates beyond the in-order pairs, the candidates are those pairs.
            let offers = offersCandidates[segment]
            gatherPairs(&keys, &owners, offeringCandidates: offers, repeated, offersEveryPair, newRange: newRange, oldRange: oldRange)
            var chain = longestIncreasingSubsequence(keys)
            // A chain of candidates that takes only in-order pairs is one of the in-order pairs
            // too, and none of those is longer: it is kept without looking for one.
            if offers && !Self.takesOnlyInOrderPairs(chain, keys: keys, owners: owners, newToOld: newToOld, repeated) {
                gatherPairs(
                    &inOrderKeys, &inOrderOwners, offeringCandidates: false, repeated, offersEveryPair, newRange: newRange, oldRange: oldRange)
                let inOrderChain = longestIncreasingSubsequence(inOrderKeys)
                if Self.length(of: inOrderChain) >= Self.length(of: chain) {
                    chain = inOrderChain
                    swap(&keys, &inOrderKeys)
                    swap(&owners, &inOrderOwners)
                }
            }
            for index in chain.indices where chain[index] && newToOld[owners[index]] < 0 {
                newToOld[owners[index]] = keys[index]
                oldToNew[keys[index]] = owners[index]
            }
        }

        for group in 0..<repeated.count {
            matchLeftInOrder(repeated, group: group)
        }
    }

    /// The pairs the new elements of `newRange` offer with old elements of `oldRange`, in the
    /// order a longest increasing subsequence of old positions takes them, into `keys` (the old
    /// positions) and `owners` (the new elements): a matched element its match, an occurrence
    /// of a repeated identity its in-order partner or, when `offeringCandidates` and its group
    /// offers every pair, every old occurrence of its identity in descending order (so that a
    /// chain takes at most one of them).
    private func gatherPairs(
        _ keys: inout [Int], _ owners: inout [Int], offeringCandidates: Bool, _ repeated: RepeatedIdentities, _ offersEveryPair: [Bool],
        newRange: Range<Int>, oldRange: Range<Int>
    ) {
        keys.removeAll(keepingCapacity: true)
        owners.removeAll(keepingCapacity: true)
        for new in newRange {
            let old = newToOld[new]
            if old >= 0 {
                if oldRange.contains(old) {
                    keys.append(old)
                    owners.append(new)
                }
            } else if let group = Self.group(ofEntry: old) {
                if offeringCandidates && offersEveryPair[group] {
                    let olds = repeated.oldOccurrences(of: group)
                    let first = olds.firstIndex(above: oldRange.lowerBound - 1)
                    var index = olds.firstIndex(above: oldRange.upperBound - 1)
                    while index > first {
                        index -= 1
                        keys.append(olds[index])
                        owners.append(new)
                    }
                } else if let partner = Self.inOrderPartner(of: new, in: repeated, group: group), oldRange.contains(partner) {
                    keys.append(partner)
                    owners.append(new)
                }
            }
        }
    }

    /// Whether every occurrence of a repeated identity that `chain` takes from `keys` and
    /// `owners` is paired with its in-order partner.
    private static func takesOnlyInOrderPairs(
        _ chain: [Bool], keys: [Int], owners: [Int], newToOld: [Int], _ repeated: RepeatedIdentities
    ) -> Bool {
        chain.indices.allSatisfy { index in
            guard chain[index], let group = Self.group(ofEntry: newToOld[owners[index]]) else { return true }
            return inOrderPartner(of: owners[index], in: repeated, group: group) == keys[index]
        }
    }

    /// Whether `group` offers every pair of its occurrences within a segment's pair, rather than
    /// its in-order pairs alone: whether those pairs number at most ``pairsPerOccurrence`` times
    /// its occurrences.
    private static func offersEveryPair(
        _ repeated: RepeatedIdentities, group: Int, oldStarts: [Int], newStarts: [Int], counterparts: [Int]
    ) -> Bool {
        let olds = repeated.oldOccurrences(of: group)
        let news = repeated.newOccurrences(of: group)
        let limit = pairsPerOccurrence * (olds.count + news.count)
        var pairs = 0
        for new in news {
            let counterpart = counterparts[newStarts.section(containingItem: new)]
            guard counterpart >= 0 else { continue }
            pairs += olds.firstIndex(above: oldStarts[counterpart + 1] - 1) - olds.firstIndex(above: oldStarts[counterpart] - 1)
            if pairs > limit { return false }
        }
        return true
    }

    /// Whether a new occurrence of `group` whose in-order partner is `partner` offers another
    /// candidate in `oldRange` than that partner: only then can a segment's candidates' chain
    /// differ from its in-order one. A list whose repeats are scattered mostly holds one
    /// occurrence of each repeated identity on either side of a segment's pair, paired in
    /// order.
    private static func offersMoreThan(_ partner: Int?, of group: Int, in repeated: RepeatedIdentities, within oldRange: Range<Int>) -> Bool {
        let olds = repeated.oldOccurrences(of: group)
        let inRange = olds.firstIndex(above: oldRange.upperBound - 1) - olds.firstIndex(above: oldRange.lowerBound - 1)
        return inRange > 1 || inRange == 1 && !(partner.map(oldRange.contains) ?? false)
    }

    /// The old occurrence that the new occurrence `new` of `group` is matched with in order
    /// (the k-th with the k-th), if there are enough old occurrences.
    private static func inOrderPartner(of new: Int, in repeated: RepeatedIdentities, group: Int) -> Int? {
        let news = repeated.newOccurrences(of: group)
        let olds = repeated.oldOccurrences(of: group)
        let rank = news.firstIndex(above: new - 1) - news.startIndex
        return rank < olds.count ? olds[olds.startIndex + rank] : nil
    }

    /// Matches the occurrences of `group` that no chain took in order, the k-th left in the
    /// source with the k-th left in the target, and leaves the rest unmatched.
    private mutating func matchLeftInOrder(_ repeated: RepeatedIdentities, group: Int) {
        let olds = repeated.oldOccurrences(of: group)
        let news = repeated.newOccurrences(of: group)
        var oldIndex = olds.startIndex
        var newIndex = news.startIndex
        while true {
            while oldIndex < olds.endIndex && oldToNew[olds[oldIndex]] >= 0 { oldIndex += 1 }
            while newIndex < news.endIndex && newToOld[news[newIndex]] >= 0 { newIndex += 1 }
            guard oldIndex < olds.endIndex && newIndex < news.endIndex else { break }
            oldToNew[olds[oldIndex]] = news[newIndex]
            newToOld[news[newIndex]] = olds[oldIndex]
            oldIndex += 1
            newIndex += 1
        }
        for new in news[newIndex...] where newToOld[new] < 0 {
            newToOld[new] = -1
        }
    }

    private static func length(of chain: [Bool]) -> Int {
        chain.reduce(0) { $0 + ($1 ? 1 : 0) }
    }
}
