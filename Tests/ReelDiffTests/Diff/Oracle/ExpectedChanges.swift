import ReelDiff
import ReelTestSupport

/// What a correct diff of `source` into `target` must report, worked out from identities
/// alone, without the library.
///
/// The rules it encodes (README.md, "The contract of a stage"):
/// - Sections are matched by ``Occurrence``: the k-th section with an identity in the source is
///   the k-th section with that identity in the target. A section with a match survives; every
///   other section is deleted or inserted, items and all.
/// - Items of surviving sections are matched the same way, counting occurrences over all items
///   of surviving sections in order (items of deleted or inserted sections leave or arrive
///   with them and are not counted). So an unchanged list, duplicates and all, needs nothing,
///   and a third copy added to a list holding two is one insert. Every other item of a
///   surviving section is deleted or inserted.
/// - A surviving item whose content differs is updated; a surviving section whose own content
///   differs is updated.
/// - The fewest moves: every surviving item that changes section moves; within a section, all
///   surviving items that stay in it except a longest increasing subsequence of their old
///   positions; sections likewise.
struct ExpectedChanges<Section: AnimatableSectionModelType> {
    typealias SectionID = Section.Identity
    typealias ItemID = Section.Item.Identity

    /// The k-th section or item with an identity in one list (`rank` k, from 0): what the diff
    /// matches, so that duplicated identities pair up in order.
    struct Occurrence<ID: Hashable>: Hashable {
        var id: ID
        var rank: Int
    }

    /// The number of each kind of operation, over all stages.
    private(set) var counts = ChangeCounts()
    /// How many of `counts.moved` are moves to another section.
    private(set) var itemMovesAcrossSections = 0
    /// How many of those move an item whose content changed, which UIKit cannot do in one batch.
    private(set) var updatedItemMovesAcrossSections = 0
    /// Per section identity, how many of its sections are deleted, inserted and updated
    /// (`sectionDeleted`, `sectionInserted`, `sectionUpdated`), and how many survive
    /// (`sectionMoved`: the most that may move, since which ones do depends on which longest
    /// increasing subsequence stays).
    private(set) var sectionOperations: [SectionID: ChangeCounts] = [:]
    /// Per item identity, how many of its items are deleted, inserted and updated, and how many
    /// survive (`moved`: the most that may move).
    private(set) var itemOperations: [ItemID: ChangeCounts] = [:]

    /// Where a surviving item is in one list.
    private struct Place {
        var section: Occurrence<SectionID>
        var index: Int
        var item: Section.Item
    }

    init(source: [Section], target: [Section]) {
        let sourceSections = Self.occurrences(source.map(\.identity))
        let targetSections = Self.occurrences(target.map(\.identity))
        var oldSectionIndex: [Occurrence<SectionID>: Int] = [:]
        for (index, key) in sourceSections.enumerated() { oldSectionIndex[key] = index }
        let survivingSections = Set(sourceSections).intersection(targetSections)

        for key in sourceSections where !survivingSections.contains(key) {
            sectionOperations[key.id, default: ChangeCounts()].sectionDeleted += 1
            counts.sectionDeleted += 1
        }
        for key in targetSections where !survivingSections.contains(key) {
            sectionOperations[key.id, default: ChangeCounts()].sectionInserted += 1
            counts.sectionInserted += 1
        }
        for (index, key) in targetSections.enumerated() {
            guard survivingSections.contains(key), let old = oldSectionIndex[key] else { continue }
            sectionOperations[key.id, default: ChangeCounts()].sectionMoved += 1
            if !source[old].isContentEqual(to: target[index]) {
                sectionOperations[key.id, default: ChangeCounts()].sectionUpdated += 1
                counts.sectionUpdated += 1
            }
        }
        let survivingOldOrder = targetSections.compactMap { survivingSections.contains($0) ? oldSectionIndex[$0] : nil }
        counts.sectionMoved = survivingOldOrder.count - ReferenceLIS.length(of: survivingOldOrder)

        let oldItems = Self.places(in: source, keys: sourceSections, surviving: survivingSections)
        let newItems = Self.places(in: target, keys: targetSections, surviving: survivingSections)
        let oldPlaces = Dictionary(uniqueKeysWithValues: oldItems.map { ($0.key, $0.place) })
        let newKeys = Set(newItems.map(\.key))
        for (key, _) in oldItems where !newKeys.contains(key) {
            itemOperations[key.id, default: ChangeCounts()].deleted += 1
            counts.deleted += 1
        }
        for (key, new) in newItems {
            guard let old = oldPlaces[key] else {
                itemOperations[key.id, default: ChangeCounts()].inserted += 1
                counts.inserted += 1
                continue
            }
            itemOperations[key.id, default: ChangeCounts()].moved += 1
            if old.item != new.item {
                itemOperations[key.id, default: ChangeCounts()].updated += 1
                counts.updated += 1
            }
        }

        // Surviving items in each surviving target section, in order: the old positions of
        // those that stay in their section, and the moves of those that change section.
        var stayingOldPositions: [Occurrence<SectionID>: [Int]] = [:]
        for (key, new) in newItems {
            guard let old = oldPlaces[key] else { continue }
            if old.section == new.section {
                stayingOldPositions[new.section, default: []].append(old.index)
            } else {
                itemMovesAcrossSections += 1
                if old.item != new.item { updatedItemMovesAcrossSections += 1 }
            }
        }
        let movesWithinSections = stayingOldPositions.values.reduce(0) { $0 + $1.count - ReferenceLIS.length(of: $1) }
        counts.moved = itemMovesAcrossSections + movesWithinSections
    }

    /// Each identity of `ids` with its occurrence number, in order.
    private static func occurrences<ID: Hashable>(_ ids: [ID]) -> [Occurrence<ID>] {
        var seen: [ID: Int] = [:]
        return ids.map { id in
            let rank = seen[id, default: 0]
            seen[id] = rank + 1
            return Occurrence(id: id, rank: rank)
        }
    }

    /// The items of the surviving sections of `list` (whose sections are `keys`), in order, each
    /// with its occurrence among those items.
    private static func places(
        in list: [Section], keys: [Occurrence<SectionID>], surviving: Set<Occurrence<SectionID>>
    ) -> [(key: Occurrence<ItemID>, place: Place)] {
        var seen: [ItemID: Int] = [:]
        var places: [(key: Occurrence<ItemID>, place: Place)] = []
        for (section, key) in zip(list, keys) where surviving.contains(key) {
            for (index, item) in section.items.enumerated() {
                let rank = seen[item.identity, default: 0]
                seen[item.identity] = rank + 1
                places.append((Occurrence(id: item.identity, rank: rank), Place(section: key, index: index, item: item)))
            }
        }
        return places
    }
}
