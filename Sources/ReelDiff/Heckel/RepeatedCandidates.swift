/// The old occurrences that each new occurrence of a repeated identity is offered as partners
/// by ``IdentityMatch``'s `matchRepeated`, among those in the old segment paired with its own.
///
/// Occurrences are named here by their position in ``RepeatedIdentities``'s `oldOccurrences` and
/// `newOccurrences`, where each group's come in order: the k-th of a group's (its rank k) is
/// the k-th in its list. A new occurrence of rank k is offered:
/// - every old occurrence of its identity, if the identity is within the limit of
///   ``IdentityMatch/pairsPerOccurrence`` pairs per occurrence; otherwise those of rank
///   k − ``IdentityMatch/rankReach`` to k + ``IdentityMatch/rankReach``, its in-order partner
///   (rank k) among them;
/// - and, when occurrences can be alike (``AlikeOccurrences``), the k-th old occurrence alike
///   with it, if it is the k-th new one of its kind: its alike partner.
struct RepeatedCandidates {
    let repeated: RepeatedIdentities
    /// For each group, whether it offers every pair.
    let offersEveryPair: [Bool]
    /// Which occurrences are alike, if any can be.
    let alike: AlikeOccurrences?
    /// For each new occurrence, the position of its alike partner, or -1 if it has none.
    private let alikePartners: [Int]
    /// The old occurrences of each class of alike ones, class after class, in order.
    private let oldsByClass: [Int]
    /// Where each class's old occurrences start in `oldsByClass`, plus the end.
    private let classStarts: [Int]
    /// For each group, the positions of its old occurrences within the old segment of
    /// `rangeSegments`' new segment: every element of a segment looks its group's up, and a
    /// binary search each time cost as much as the rest of the candidates' gathering.
    private var rangePositions: [Range<Int>]
    private var rangeSegments: [Int]

    init(_ repeated: RepeatedIdentities, offersEveryPair: [Bool], alike: AlikeOccurrences?) {
        self.repeated = repeated
        self.offersEveryPair = offersEveryPair
        self.alike = alike
        rangePositions = [Range<Int>](repeating: 0..<0, count: repeated.count)
        rangeSegments = [Int](repeating: -1, count: repeated.count)
        guard let alike else {
            alikePartners = []
            oldsByClass = []
            classStarts = []
            return
        }
        // A counting sort of the old occurrences by class, which keeps each class's in order.
        var starts = [Int](repeating: 0, count: alike.classCount + 1)
        for kind in alike.oldClasses { starts[kind + 1] += 1 }
        for kind in 0..<alike.classCount { starts[kind + 1] += starts[kind] }
        var next = starts
        var olds = [Int](repeating: 0, count: alike.oldClasses.count)
        for (position, kind) in alike.oldClasses.enumerated() {
            olds[next[kind]] = position
            next[kind] += 1
        }
        var partners = [Int](repeating: -1, count: alike.newClasses.count)
        next = starts
        for (position, kind) in alike.newClasses.enumerated() where next[kind] < starts[kind + 1] {
            partners[position] = olds[next[kind]]
            next[kind] += 1
        }
        alikePartners = partners
        oldsByClass = olds
        classStarts = starts
    }

    /// The positions of the old occurrences of `group` that lie in `oldRange` (indexes in the old
    /// list), the old segment paired with the new segment `segment`.
    mutating func positions(of group: Int, inSegment segment: Int, within oldRange: Range<Int>) -> Range<Int> {
        if rangeSegments[group] != segment {
            let olds = repeated.oldOccurrences[repeated.oldStarts[group]..<repeated.oldStarts[group + 1]]
            rangePositions[group] = olds.firstIndex(above: oldRange.lowerBound - 1)..<olds.firstIndex(above: oldRange.upperBound - 1)
            rangeSegments[group] = segment
        }
        return rangePositions[group]
    }

    /// The position of the in-order partner of the new occurrence at `position` of `group`
    /// (the old occurrence of its rank), or nil if there are fewer old occurrences.
    func inOrderPartner(ofNewAt position: Int, group: Int) -> Int? {
        let partner = oldPositionOfRank(ofNewAt: position, group: group)
        return partner < repeated.oldStarts[group + 1] ? partner : nil
    }

    /// The position the old occurrence of the same rank as the new one at `position` of `group`
    /// has, or would have: past the group's old occurrences when it has fewer.
    private func oldPositionOfRank(ofNewAt position: Int, group: Int) -> Int {
        repeated.oldStarts[group] + position - repeated.newStarts[group]
    }

    /// Whether the old occurrence at `old` and the new one at `new` are alike.
    func areAlike(old: Int, new: Int) -> Bool {
        guard let alike else { return false }
        return alike.oldClasses[old] == alike.newClasses[new]
    }

    /// Calls `body` with the position of every candidate of the new occurrence at `position` of
    /// `group` among `inRange`, the positions of the old occurrences in the counterpart
    /// segment, in descending order, so that an increasing subsequence of them takes at most
    /// one.
    func forEachCandidate(ofNewAt position: Int, group: Int, among inRange: Range<Int>, _ body: (Int) -> Void) {
        let window = candidateWindow(ofNewAt: position, group: group, among: inRange)
        // The alike partner is offered where it falls in the descending order, unless the
        // window offers it already.
        var partner = alikePartner(ofNewAt: position, among: inRange)
        if window.contains(partner) { partner = -1 }
        var candidate = window.upperBound
        while candidate > window.lowerBound {
            candidate -= 1
            if partner > candidate {
                body(partner)
                partner = -1
            }
            body(candidate)
        }
        if partner >= 0 { body(partner) }
    }

    /// Whether the new occurrence at `position` of `group` is offered a candidate among
    /// `inRange` other than its in-order partner: only then can a chain of candidates differ
    /// from the chain of in-order pairs.
    func offersMoreThanInOrder(_ position: Int, group: Int, among inRange: Range<Int>) -> Bool {
        let window = candidateWindow(ofNewAt: position, group: group, among: inRange)
        let inOrder = inOrderPartner(ofNewAt: position, group: group) ?? -1
        if window.count > 1 || window.count == 1 && window.lowerBound != inOrder { return true }
        let partner = alikePartner(ofNewAt: position, among: inRange)
        return partner >= 0 && partner != inOrder
    }

    /// The position of the lowest candidate of the new occurrence at `position` of `group`
    /// among `inRange` whose old index is above `key`, or -1 if there is none.
    func lowestCandidate(ofNewAt position: Int, group: Int, among inRange: Range<Int>, above key: Int) -> Int {
        let window = candidateWindow(ofNewAt: position, group: group, among: inRange)
        // The old occurrences come in order, so the window's indexes ascend.
        let lowest = repeated.oldOccurrences[window].firstIndex(above: key)
        var found = lowest < window.upperBound ? lowest : -1
        let partner = alikePartner(ofNewAt: position, among: inRange)
        if partner >= 0 && repeated.oldOccurrences[partner] > key && (found < 0 || partner < found) { found = partner }
        return found
    }

    /// Whether the new occurrence at `position` of `group` is offered any candidate among
    /// `inRange`.
    func offersAny(_ position: Int, group: Int, among inRange: Range<Int>) -> Bool {
        !candidateWindow(ofNewAt: position, group: group, among: inRange).isEmpty || alikePartner(ofNewAt: position, among: inRange) >= 0
    }

    /// The positions among `inRange` that the new occurrence at `position` of `group` is
    /// offered by rank.
    private func candidateWindow(ofNewAt position: Int, group: Int, among inRange: Range<Int>) -> Range<Int> {
        guard !offersEveryPair[group] else { return inRange }
        let inOrder = oldPositionOfRank(ofNewAt: position, group: group)
        let lower = max(inRange.lowerBound, inOrder - IdentityMatch.rankReach)
        return lower..<max(lower, min(inRange.upperBound, inOrder + IdentityMatch.rankReach + 1))
    }

    /// The position of the alike partner of the new occurrence at `position` if it lies among
    /// `inRange`, or -1.
    private func alikePartner(ofNewAt position: Int, among inRange: Range<Int>) -> Int {
        guard alike != nil else { return -1 }
        let partner = alikePartners[position]
        return inRange.contains(partner) ? partner : -1
    }

    /// The positions of the old occurrences of `kind`, a class of alike ones, in order.
    func olds(ofClass kind: Int) -> ArraySlice<Int> {
        oldsByClass[classStarts[kind]..<classStarts[kind + 1]]
    }
}
