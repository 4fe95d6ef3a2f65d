import ReelDiff
import ReelTestSupport

/// What a correct diff of `source` into `target` must report, given which occurrences it
/// matches (an ``OccurrenceMatching``), worked out from identities alone, without the library.
///
/// The rules it encodes (README.md, "The contract of a stage"), breaches of the first and last
/// listed in ``findings``:
/// - Matched sections share an identity, and each identity has as many matched sections as it
///   has occurrences in the list holding fewer. Items likewise, counting only the items of
///   matched sections (those of deleted or inserted sections leave or arrive with them). Every
///   other section, and every other item of a matched section, is deleted or inserted.
/// - A matched item whose content differs is updated; a matched section whose own content
///   differs is updated.
/// - Every matched item that changes section moves; within a section, all matched items that
///   stay in it except a longest increasing subsequence of their old positions; sections
///   likewise.
/// - The matching keeps the most in place: as many sections as a longest common subsequence of
///   the two lists' section identities, and then, with the sections matched as they are, as
///   many items in each matched pair of sections as a longest common subsequence of their
///   item identities. So the moves are the fewest. The documented exception: an identity whose
///   pairs of occurrences (within matched sections, for items) number more than
///   ``pairsPerOccurrence`` times its occurrences keeps in place only pairs of its k-th
///   occurrence in the target with its (k − ``rankReach``)-th to (k + ``rankReach``)-th in the
///   source, or, for sections, with the k-th in the source of the sections holding the same
///   items as it by identity. Moves are then checked to be at most the fewest such pairs allow.
struct ExpectedChanges<Section: AnimatableSectionModelType> {
    typealias SectionID = Section.Identity
    typealias ItemID = Section.Item.Identity

    /// The documented limit on an identity's pairs of occurrences per occurrence, beyond which
    /// the diff keeps in place only pairs within ``rankReach`` ranks of in order
    /// (``StagedChangeset``'s initialisers say so).
    static var pairsPerOccurrence: Int { 8 }

    /// How far from in order, in ranks, an identity beyond ``pairsPerOccurrence`` is paired in
    /// place.
    static var rankReach: Int { 3 }

    /// The number of each kind of operation, over all stages.
    private(set) var counts = ChangeCounts()
    /// How many of `counts.moved` are moves to another section.
    private(set) var itemMovesAcrossSections = 0
    /// How many of those move an item whose content changed, which UIKit cannot do in one batch.
    private(set) var updatedItemMovesAcrossSections = 0
    /// Per section identity, how many of its sections are deleted, inserted and updated
    /// (`sectionDeleted`, `sectionInserted`, `sectionUpdated`), and how many are matched
    /// (`sectionMoved`: the most that may move, since which ones do depends on which longest
    /// increasing subsequence stays).
    private(set) var sectionOperations: [SectionID: ChangeCounts] = [:]
    /// Per item identity, how many of its items are deleted, inserted and updated, and how many
    /// are matched (`moved`: the most that may move).
    private(set) var itemOperations: [ItemID: ChangeCounts] = [:]
    /// How the matching breaks the rules: pairs of different identities, too few or too many
    /// pairs, or more moves than the fewest.
    private(set) var findings = Findings()

    init(source: [Section], target: [Section], matching: OccurrenceMatching) {
        let sourceOf = matchedSections(source: source, target: target, matching: matching)
        let matchedSectionCount = sourceOf.count { $0 != nil }
        counts.sectionMoved = matchedSectionCount - ReferenceLIS.length(of: sourceOf.compactMap { $0 })
        let sourceIDs = source.map(\.identity)
        let targetIDs = target.map(\.identity)
        let beyondSections = Self.identitiesBeyondLimit(pairs: [(sourceIDs, targetIDs)], occurrences: [sourceIDs, targetIDs])
        // Sections holding the same items, by identity, are of one kind.
        let sourceKinds = source.map { [AnyHashable($0.identity)] + $0.items.map { AnyHashable($0.identity) } }
        let targetKinds = target.map { [AnyHashable($0.identity)] + $0.items.map { AnyHashable($0.identity) } }
        let (sourceRanks, targetRanks) = (Self.ranks(sourceIDs), Self.ranks(targetIDs))
        let (sourceKindRanks, targetKindRanks) = (Self.ranks(sourceKinds), Self.ranks(targetKinds))
        let sectionsInPlace = ReferenceLCS.length(sourceIDs, targetIDs) { old, new in
            beyondSections.isEmpty || !beyondSections.contains(sourceIDs[old]) || abs(sourceRanks[old] - targetRanks[new]) <= Self.rankReach
                || sourceKinds[old] == targetKinds[new] && sourceKindRanks[old] == targetKindRanks[new]
        }
        findings.expect(
            beyondSections.isEmpty ? counts.sectionMoved == matchedSectionCount - sectionsInPlace : counts.sectionMoved <= matchedSectionCount - sectionsInPlace,
            "the matching moves \(counts.sectionMoved) sections, but the fewest section moves are \(matchedSectionCount - sectionsInPlace)")

        let matchedItemCount = matchItems(source: source, target: target, matching: matching, sourceOf: sourceOf)
        let pairs = target.indices.compactMap { section in
            sourceOf[section].map { (source[$0].items.map(\.identity), target[section].items.map(\.identity)) }
        }
        let survivingSource = source.indices.filter { matching.sections[$0] != nil }
        let survivingTarget = target.indices.filter { sourceOf[$0] != nil }
        let survivors = [
            survivingSource.flatMap { source[$0].items.map(\.identity) },
            survivingTarget.flatMap { target[$0].items.map(\.identity) },
        ]
        let beyondItems = Self.identitiesBeyondLimit(pairs: pairs, occurrences: survivors)
        // Each surviving item's rank among the surviving items of its identity, by section.
        func ranksBySection(_ sections: [Int], _ list: [Section], _ ranks: [Int]) -> [Int: ArraySlice<Int>] {
            var start = 0
            return Dictionary(uniqueKeysWithValues: sections.map { section in
                defer { start += list[section].items.count }
                return (section, ranks[start..<start + list[section].items.count])
            })
        }
        let sourceItemRanks = ranksBySection(survivingSource, source, Self.ranks(survivors[0]))
        let targetItemRanks = ranksBySection(survivingTarget, target, Self.ranks(survivors[1]))
        let itemsInPlace = survivingTarget.reduce(0) { inPlace, section in
            let old = sourceOf[section]!
            let (oldIDs, newIDs) = (source[old].items.map(\.identity), target[section].items.map(\.identity))
            let (oldRanks, newRanks) = (sourceItemRanks[old]!, targetItemRanks[section]!)
            return inPlace + ReferenceLCS.length(oldIDs, newIDs) { oldItem, newItem in
                beyondItems.isEmpty || !beyondItems.contains(oldIDs[oldItem])
                    || abs(oldRanks[oldRanks.startIndex + oldItem] - newRanks[newRanks.startIndex + newItem]) <= Self.rankReach
            }
        }
        findings.expect(
            beyondItems.isEmpty ? counts.moved == matchedItemCount - itemsInPlace : counts.moved <= matchedItemCount - itemsInPlace,
            "the matching moves \(counts.moved) items, but with its sections the fewest item moves are \(matchedItemCount - itemsInPlace)")
    }

    /// Checks and counts the section pairs; returns for each target section its source section.
    private mutating func matchedSections(source: [Section], target: [Section], matching: OccurrenceMatching) -> [Int?] {
        var sourceOf = [Int?](repeating: nil, count: target.count)
        for (old, new) in matching.sections.enumerated() {
            guard let new else {
                sectionOperations[source[old].identity, default: ChangeCounts()].sectionDeleted += 1
                counts.sectionDeleted += 1
                continue
            }
            guard target.indices.contains(new), sourceOf[new] == nil else {
                findings.record("source section \(old) is matched with target section \(new), which does not exist or is matched twice")
                continue
            }
            sourceOf[new] = old
            let id = target[new].identity
            findings.expect(
                source[old].identity == id,
                "source section \(old) (\(source[old].identity)) is matched with target section \(new) (\(id))")
            sectionOperations[id, default: ChangeCounts()].sectionMoved += 1
            if !source[old].isContentEqual(to: target[new]) {
                sectionOperations[id, default: ChangeCounts()].sectionUpdated += 1
                counts.sectionUpdated += 1
            }
        }
        for new in target.indices where sourceOf[new] == nil {
            sectionOperations[target[new].identity, default: ChangeCounts()].sectionInserted += 1
            counts.sectionInserted += 1
        }
        expectPairCounts(
            source.map(\.identity), target.map(\.identity),
            matched: sourceOf.compactMap { $0 }.map { source[$0].identity }, what: "sections")
        return sourceOf
    }

    /// Checks and counts the item pairs, given each target section's source section; returns
    /// how many items are matched.
    private mutating func matchItems(source: [Section], target: [Section], matching: OccurrenceMatching, sourceOf: [Int?]) -> Int {
        var sourcePathOf: [[ItemPath?]] = target.map { [ItemPath?](repeating: nil, count: $0.items.count) }
        var survivingSourceIDs: [ItemID] = []
        for (section, targets) in matching.items.enumerated() {
            let survives = matching.sections[section] != nil
            for (item, new) in targets.enumerated() {
                let old = source[section].items[item]
                if survives { survivingSourceIDs.append(old.identity) }
                guard let new else {
                    if survives {
                        itemOperations[old.identity, default: ChangeCounts()].deleted += 1
                        counts.deleted += 1
                    }
                    continue
                }
                guard survives, target.indices.contains(new.section), sourceOf[new.section] != nil,
                    target[new.section].items.indices.contains(new.item), sourcePathOf[new.section][new.item] == nil
                else {
                    findings.record("source item \(ItemPath(item: item, section: section)) is matched with \(new), outside the items of matched sections or matched twice")
                    continue
                }
                sourcePathOf[new.section][new.item] = ItemPath(item: item, section: section)
            }
        }

        var survivingTargetIDs: [ItemID] = []
        var matchedIDs: [ItemID] = []
        var movesWithinSections = 0
        for (section, sources) in sourcePathOf.enumerated() where sourceOf[section] != nil {
            var stayingOldPositions: [Int] = []
            for (index, old) in sources.enumerated() {
                let new = target[section].items[index]
                survivingTargetIDs.append(new.identity)
                guard let old else {
                    itemOperations[new.identity, default: ChangeCounts()].inserted += 1
                    counts.inserted += 1
                    continue
                }
                let oldItem = source[old.section].items[old.item]
                findings.expect(
                    oldItem.identity == new.identity,
                    "source item \(old) (\(oldItem.identity)) is matched with \(ItemPath(item: index, section: section)) (\(new.identity))")
                matchedIDs.append(new.identity)
                itemOperations[new.identity, default: ChangeCounts()].moved += 1
                if oldItem != new {
                    itemOperations[new.identity, default: ChangeCounts()].updated += 1
                    counts.updated += 1
                }
                if old.section == sourceOf[section] {
                    stayingOldPositions.append(old.item)
                } else {
                    itemMovesAcrossSections += 1
                    if oldItem != new { updatedItemMovesAcrossSections += 1 }
                }
            }
            movesWithinSections += stayingOldPositions.count - ReferenceLIS.length(of: stayingOldPositions)
        }
        counts.moved = itemMovesAcrossSections + movesWithinSections
        expectPairCounts(survivingSourceIDs, survivingTargetIDs, matched: matchedIDs, what: "items")
        return matchedIDs.count
    }

    /// Expects each identity to have as many pairs as its occurrences in the list holding fewer.
    private mutating func expectPairCounts<ID: Hashable>(_ source: [ID], _ target: [ID], matched: [ID], what: String) {
        let sourceCounts = Dictionary(source.map { ($0, 1) }, uniquingKeysWith: +)
        let targetCounts = Dictionary(target.map { ($0, 1) }, uniquingKeysWith: +)
        let matchedCounts = Dictionary(matched.map { ($0, 1) }, uniquingKeysWith: +)
        for (id, count) in sourceCounts {
            let expected = min(count, targetCounts[id] ?? 0)
            findings.expect(
                matchedCounts[id, default: 0] == expected,
                "\(what) \(id): \(matchedCounts[id, default: 0]) pairs, but \(count) in the source and \(targetCounts[id] ?? 0) in the target make \(expected)")
        }
    }

    /// The identities whose pairs of occurrences, within the `pairs` of lists (the section
    /// lists, or each matched pair of sections' items), number more than
    /// ``pairsPerOccurrence`` times their `occurrences` in the source and target together.
    private static func identitiesBeyondLimit<ID: Hashable>(pairs: [([ID], [ID])], occurrences: [[ID]]) -> Set<ID> {
        var pairCounts: [ID: Int] = [:]
        for (old, new) in pairs {
            let newCounts = Dictionary(new.map { ($0, 1) }, uniquingKeysWith: +)
            for id in old { pairCounts[id, default: 0] += newCounts[id, default: 0] }
        }
        let occurrenceCounts = Dictionary(occurrences.joined().map { ($0, 1) }, uniquingKeysWith: +)
        return Set(pairCounts.filter { id, pairs in pairs > pairsPerOccurrence * occurrenceCounts[id, default: 0] }.keys)
    }

    /// For each element of `list`, how many before it are equal to it: its rank among its
    /// occurrences.
    private static func ranks<Element: Hashable>(_ list: [Element]) -> [Int] {
        var seen: [Element: Int] = [:]
        return list.map { element in
            defer { seen[element, default: 0] += 1 }
            return seen[element, default: 0]
        }
    }
}
