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
/// occurrence of a repeated identity offers its candidates, old occurrences in the counterpart
/// segment, in descending order so that an increasing subsequence takes at most one of them,
/// each other matched element offers its match, and a longest increasing subsequence of the
/// candidates' old positions is the chain. The occurrences left out of every chain are then
/// matched in order, the k-th left in the source with the k-th left in the target: they move,
/// and those beyond the other list's count are deleted or inserted.
///
/// An identity offers every old occurrence as a candidate while its candidate pairs number at
/// most ``pairsPerOccurrence`` times its occurrences: the chain is then a longest common
/// subsequence, and the moves the fewest. Beyond that, the k-th new occurrence offers the old
/// ones of rank k − ``rankReach`` to k + ``rankReach`` (``RepeatedCandidates``), so that the
/// candidates never outnumber the elements more than that many times: the chain is the longest
/// of those whose pairs of that identity are within ``rankReach`` ranks of in order, which
/// finds the fewest moves wherever the occurrences that can stay shift by at most that many
/// ranks (up to three of them added, removed or moved before them), as in `[a, b] × 1000` →
/// `[b, a] × 1000` (one move). Identities found at most that many times in
/// one of the lists always offer every pair.
///
/// Where occurrences can be alike (``AlikeOccurrences``: sections holding the same items), the
/// k-th new occurrence of a kind also offers the k-th old one of its kind, and of the longest
/// chains the one holding the most alike pairs is taken (a longest increasing subsequence that
/// prefers them); the occurrences left out are matched alike ones first. So of several sections
/// sharing an identity, removing one is one section delete, however many there are.
///
/// Matching in order, the k-th occurrence in the source with the k-th in the target, is kept
/// wherever it keeps as much in place: a segment takes the candidates' chain only if it is
/// longer than the chain of its in-order pairs (or as long, with more alike pairs). So a state
/// applied again, or with only content changed, is matched in order, and no segment keeps less
/// in place than in order. A segment is first read once, its matches alone, stopping when
/// neither of two chains can go on: its in-order pairs, which no chain beats when they are in
/// order, every element offered a candidate has its in-order partner among them and, where
/// occurrences can be alike, every such pair is alike; and, where they cannot be alike, the
/// chain taking each occurrence's lowest candidate above it, which no chain beats when it takes
/// every element offered a pair (as in a section whose copies only changed rank, a copy having
/// been added or removed in another). Otherwise the candidates are gathered, the in-order ones
/// flagged, and chained; a chain that takes in-order pairs alone is as long as any chain of
/// those, so the flagged pairs are only chained apart when it takes another pair.
///
/// Only segments holding new occurrences of repeated identities are looked at: without
/// repeated identities this costs nothing. When no segment offers a candidate beyond its
/// in-order pairs (each repeated identity found at most once on either side of a segment's
/// pair, paired in order, as when repeats are few and scattered), the chains can only be made
/// of in-order pairs, so every occurrence is matched in order without looking at the segments'
/// other elements.
///
/// - Complexity: O(r log r) for the r occurrences of repeated identities, a read of the
///   matches of the segments holding them, and O(p log p) for the p candidates of those of the
///   segments that one read does not settle: at most ``pairsPerOccurrence`` per occurrence of
///   a repeated identity, and one per other element of those segments; with alike occurrences
///   (sections), O(p log n) for n old sections.
extension IdentityMatch {
    /// How many candidate pairs per occurrence an identity may offer before its new occurrences
    /// are offered old ones within ``rankReach`` ranks of in order alone.
    static let pairsPerOccurrence = 8

    /// How many ranks from in order an identity beyond ``pairsPerOccurrence`` pairs its
    /// occurrences in place: its k-th new occurrence is offered its (k − 3)-th to (k + 3)-th old
    /// ones, 7 candidates, within the limit of 8.
    static let rankReach = 3

    /// Matches the repeated identities of `old` and `new` as above and compares the content of
    /// the pairs made as `rule` says, for segments starting in the old list at `oldStarts` (with
    /// an extra entry for the end) and `new`'s segments, new segment `s` paired with old segment
    /// `counterparts[s]`, or with none if that is negative; `alike` says which occurrences are
    /// alike, if any can be.
    @inlinable
    mutating func matchRepeated<Rule: MatchRule, Old: OldElements<Rule.Element>>(
        old: Old, new: SegmentedElements<Rule.Element>, rule: Rule.Type, oldStarts: [Int], counterparts: [Int],
        alike: AlikeOccurrences? = nil
    ) {
        guard repeated.count > 0 else { return }
        matchRepeated(oldStarts: oldStarts, newStarts: new.starts, counterparts: counterparts, alike: alike)
        for index in repeated.oldOccurrences {
            let counterpart = oldToNew[index]
            changed[index] = counterpart >= 0 && Rule.isChanged(old[index], new[counterpart])
        }
    }

    /// The matching of the repeated identities, from positions (and classes of alike
    /// occurrences) alone.
    @usableFromInline
    mutating func matchRepeated(oldStarts: [Int], newStarts: [Int], counterparts: [Int], alike: AlikeOccurrences? = nil) {
        let repeated = self.repeated
        for old in repeated.oldOccurrences { oldToNew[old] = -1 }
        let offersEveryPair = (0..<repeated.count).map { group in
            Self.offersEveryPair(repeated, group: group, oldStarts: oldStarts, newStarts: newStarts, counterparts: counterparts)
        }
        var candidates = RepeatedCandidates(repeated, offersEveryPair: offersEveryPair, alike: alike)
        let bySegment = OccurrencesBySegment(repeated, newStarts: newStarts)
        // Whether some segment offers a candidate its in-order pairs do not. Where none does,
        // every segment's chain is made of in-order pairs, and matching what they leave in
        // order completes an in-order matching of every occurrence: that is the matching, found
        // without a pass over the segments' elements.
        var offersCandidates = false
        segments: for segment in 0..<newStarts.count - 1 where counterparts[segment] >= 0 {
            let counterpart = counterparts[segment]
            let oldRange = oldStarts[counterpart]..<oldStarts[counterpart + 1]
            for occurrence in bySegment.occurrences(inSegment: segment) {
                let group = bySegment.groups[occurrence]
                let inRange = candidates.positions(of: group, inSegment: segment, within: oldRange)
                if candidates.offersMoreThanInOrder(bySegment.positions[occurrence], group: group, among: inRange) {
                    offersCandidates = true
                    break segments
                }
            }
        }
        guard offersCandidates else {
            for group in 0..<repeated.count { matchLeftInOrder(candidates, group: group) }
            return
        }

        var pairs = ChainablePairs()
        var partners: [Int] = []
        for segment in 0..<newStarts.count - 1 where counterparts[segment] >= 0 {
            let occurrences = bySegment.occurrences(inSegment: segment)
            guard !occurrences.isEmpty else { continue }
            let counterpart = counterparts[segment]
            let oldRange = oldStarts[counterpart]..<oldStarts[counterpart + 1]
            let newRange = newStarts[segment]..<newStarts[segment + 1]
            if chainsEveryElement(
                occurrences, of: bySegment, &candidates, &partners, segment: segment, newRange: newRange, oldRange: oldRange) {
                for (occurrence, partner) in zip(occurrences, partners) where partner >= 0 {
                    let new = repeated.newOccurrences[bySegment.positions[occurrence]]
                    let old = repeated.oldOccurrences[partner]
                    newToOld[new] = old
                    oldToNew[old] = new
                }
                continue
            }
            gatherCandidatePairs(&pairs, occurrences, of: bySegment, &candidates, segment: segment, newRange: newRange, oldRange: oldRange)
            let chain = pairs.longestChain(keyBound: oldToNew.count)
            // A chain of candidates that takes only in-order pairs is one of the in-order pairs
            // too, and none of those is longer: it is kept without looking for one. Otherwise
            // the in-order pairs, flagged among the candidates, are chained apart (in place).
            if !pairs.takesOnlyInOrderPairs(chain) {
                let inOrderChain = pairs.longestChain(keyBound: oldToNew.count, inOrderOnly: true)
                if pairs.score(of: inOrderChain) >= pairs.score(of: chain) {
                    match(inOrderChain, of: pairs)
                    continue
                }
            }
            match(chain, of: pairs)
        }

        for group in 0..<repeated.count {
            matchLeftInOrder(candidates, group: group)
        }
    }

    /// Matches the occurrences among the pairs `chain` takes of `pairs`; the other elements are
    /// matched already.
    private mutating func match(_ chain: [Bool], of pairs: ChainablePairs) {
        for index in chain.indices where chain[index] && newToOld[pairs.owners[index]] < 0 {
            newToOld[pairs.owners[index]] = pairs.keys[index]
            oldToNew[pairs.keys[index]] = pairs.owners[index]
        }
    }

    /// Whether one pass reading the matches of the new elements of `newRange` (segment
    /// `segment`, holding the `occurrences` of `bySegment`) finds a chain no other can beat,
    /// and if so the old occurrence it pairs each occurrence with, in `partners` (a position in
    /// ``RepeatedIdentities``'s `oldOccurrences`, or -1). Stops as soon as it cannot.
    ///
    /// - The in-order pairs, when they are all in order, every occurrence offered a candidate
    ///   has its in-order partner among them and, where occurrences can be alike, every such
    ///   pair is alike: the in-order matching is then kept.
    /// - Otherwise, where occurrences cannot be alike, a chain taking every matched element and
    ///   one candidate of every occurrence offered some: none is longer, and the in-order pairs
    ///   make a shorter one. Taking for each occurrence its lowest candidate above the chain so
    ///   far finds one wherever there is one. So a segment whose repeats only changed rank, as
    ///   when an occurrence was added or removed elsewhere in the list, costs this pass alone.
    private func chainsEveryElement(
        _ occurrences: Range<Int>, of bySegment: OccurrencesBySegment, _ candidates: inout RepeatedCandidates,
        _ partners: inout [Int], segment: Int, newRange: Range<Int>, oldRange: Range<Int>
    ) -> Bool {
        let repeated = candidates.repeated
        // The partners of the in-order chain, then those of the lowest candidates' chain.
        partners.removeAll(keepingCapacity: true)
        partners.append(contentsOf: repeatElement(-1, count: 2 * occurrences.count))
        var inOrderHolds = true
        var lowestHolds = candidates.alike == nil
        return newToOld.withUnsafeIndexes { newToOld in
            let lower = oldRange.lowerBound
            let upper = oldRange.upperBound
            // The last old position of each chain.
            var inOrderLast = -1
            var lowestLast = -1
            // Whether some chain holds with the matches in the counterpart of `elements` too.
            func goOn(through elements: Range<Int>) -> Bool {
                var new = elements.lowerBound
                // The first match may end one chain and not the other; after it, both chains end
                // at the same one, and one test serves both.
                while new < elements.upperBound {
                    let old = newToOld[new]
                    new += 1
                    guard old >= lower && old < upper else { continue }
                    inOrderHolds = inOrderHolds && old > inOrderLast
                    lowestHolds = lowestHolds && old > lowestLast
                    guard inOrderHolds || lowestHolds else { return false }
                    var last = old
                    while new < elements.upperBound {
                        let old = newToOld[new]
                        new += 1
                        guard old >= lower && old < upper else { continue }
                        guard old > last else { return false }
                        last = old
                    }
                    inOrderLast = last
                    lowestLast = last
                }
                return true
            }
            var next = newRange.lowerBound
            for (index, occurrence) in occurrences.enumerated() {
                let position = bySegment.positions[occurrence]
                let group = bySegment.groups[occurrence]
                let new = repeated.newOccurrences[position]
                guard goOn(through: next..<new) else { return false }
                next = new + 1
                let inRange = candidates.positions(of: group, inSegment: segment, within: oldRange)
                guard candidates.offersAny(position, group: group, among: inRange) else { continue }
                if inOrderHolds {
                    if let partner = candidates.inOrderPartner(ofNewAt: position, group: group), inRange.contains(partner),
                        repeated.oldOccurrences[partner] > inOrderLast,
                        candidates.alike == nil || candidates.areAlike(old: partner, new: position) {
                        partners[index] = partner
                        inOrderLast = repeated.oldOccurrences[partner]
                    } else {
                        inOrderHolds = false
                    }
                }
                if lowestHolds {
                    let lowest = candidates.lowestCandidate(ofNewAt: position, group: group, among: inRange, above: lowestLast)
                    if lowest >= 0 {
                        partners[occurrences.count + index] = lowest
                        lowestLast = repeated.oldOccurrences[lowest]
                    } else {
                        lowestHolds = false
                    }
                }
                guard inOrderHolds || lowestHolds else { return false }
            }
            guard goOn(through: next..<newRange.upperBound) else { return false }
            if inOrderHolds {
                partners.removeLast(occurrences.count)
            } else {
                partners.removeFirst(occurrences.count)
            }
            return true
        }
    }

    /// Gathers into `pairs` every pair the new elements of `newRange` (segment `segment`,
    /// holding the `occurrences` of `bySegment`) offer with old elements of `oldRange`: a
    /// matched element its match, an occurrence of a repeated identity each of its candidates
    /// (``RepeatedCandidates``), in descending order; the in-order pairs flagged.
    private func gatherCandidatePairs(
        _ pairs: inout ChainablePairs, _ occurrences: Range<Int>, of bySegment: OccurrencesBySegment,
        _ candidates: inout RepeatedCandidates, segment: Int, newRange: Range<Int>, oldRange: Range<Int>
    ) {
        pairs.removeAll(prefers: candidates.alike != nil)
        // As many as an identity beyond the limit offers, rather than growing to them.
        pairs.reserveCapacity(newRange.count + occurrences.count * 2 * Self.rankReach)
        func appendMatches(of elements: Range<Int>) {
            newToOld.withUnsafeIndexes { pairs.appendMatches(of: elements, in: $0, within: oldRange) }
        }
        var next = newRange.lowerBound
        for occurrence in occurrences {
            let position = bySegment.positions[occurrence]
            let group = bySegment.groups[occurrence]
            let new = candidates.repeated.newOccurrences[position]
            appendMatches(of: next..<new)
            next = new + 1
            let inOrder = candidates.inOrderPartner(ofNewAt: position, group: group) ?? -1
            let inRange = candidates.positions(of: group, inSegment: segment, within: oldRange)
            candidates.forEachCandidate(ofNewAt: position, group: group, among: inRange) { candidate in
                pairs.append(
                    key: candidates.repeated.oldOccurrences[candidate], owner: new,
                    preferred: candidates.areAlike(old: candidate, new: position), inOrder: candidate == inOrder)
            }
        }
        appendMatches(of: next..<newRange.upperBound)
    }

    /// Whether `group` offers every pair of its occurrences within a segment's pair, rather than
    /// those within ``rankReach`` ranks of in order: whether those pairs number at most
    /// ``pairsPerOccurrence`` times its occurrences.
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

    /// Matches the occurrences of `group` that no chain took: alike ones first, when they can
    /// be, the k-th left of a kind in the source with the k-th left of it in the target; then
    /// the k-th left in the source with the k-th left in the target. The rest stay unmatched.
    private mutating func matchLeftInOrder(_ candidates: RepeatedCandidates, group: Int) {
        let repeated = candidates.repeated
        let olds = repeated.oldStarts[group]..<repeated.oldStarts[group + 1]
        let news = repeated.newStarts[group]..<repeated.newStarts[group + 1]
        func pair(old: Int, new: Int) {
            oldToNew[repeated.oldOccurrences[old]] = repeated.newOccurrences[new]
            newToOld[repeated.newOccurrences[new]] = repeated.oldOccurrences[old]
        }
        if let alike = candidates.alike {
            // The next old occurrence of each kind that may be left, by its index in the kind's.
            var nextOfKind: [Int: Int] = [:]
            for new in news where newToOld[repeated.newOccurrences[new]] < 0 {
                let kind = alike.newClasses[new]
                let ofKind = candidates.olds(ofClass: kind)
                var next = nextOfKind[kind] ?? ofKind.startIndex
                while next < ofKind.endIndex && oldToNew[repeated.oldOccurrences[ofKind[next]]] >= 0 { next += 1 }
                guard next < ofKind.endIndex else { continue }
                pair(old: ofKind[next], new: new)
                nextOfKind[kind] = next + 1
            }
        }
        var old = olds.lowerBound
        var new = news.lowerBound
        while true {
            while old < olds.upperBound && oldToNew[repeated.oldOccurrences[old]] >= 0 { old += 1 }
            while new < news.upperBound && newToOld[repeated.newOccurrences[new]] >= 0 { new += 1 }
            guard old < olds.upperBound && new < news.upperBound else { break }
            pair(old: old, new: new)
            old += 1
            new += 1
        }
        for new in news[new...] where newToOld[repeated.newOccurrences[new]] < 0 {
            newToOld[repeated.newOccurrences[new]] = -1
        }
    }
}
