import ReelDiff
import ReelTestSupport

/// What a correct diff of `source` into `target` must report, worked out from identities
/// alone, without the library.
///
/// The rules it encodes (README.md, "The contract of a stage"):
/// - A section survives when its identity occurs exactly once in the source and once in the
///   target; every other section is deleted or inserted, items and all.
/// - An item survives when its identity occurs exactly once among all source items and once
///   among all target items, and the sections it is in before and after both survive. Every
///   other item of a surviving section is deleted or inserted: duplicates are never matched.
/// - A survivor whose content differs is updated; a surviving section whose own content
///   differs is updated.
/// - The fewest moves: every survivor that changes section moves; within a section, all
///   survivors that stay in it except a longest increasing subsequence of their old positions;
///   sections likewise.
struct ExpectedChanges<Section: AnimatableSectionModelType> {
    typealias SectionID = Section.Identity
    typealias ItemID = Section.Item.Identity

    /// The number of each kind of operation, over all stages.
    private(set) var counts = ChangeCounts()
    /// How many of `counts.moved` are moves to another section.
    private(set) var itemMovesAcrossSections = 0
    /// How many of those move an item whose content changed, which UIKit cannot do in one batch.
    private(set) var updatedItemMovesAcrossSections = 0
    private(set) var survivingSections: Set<SectionID> = []
    private(set) var updatedSections: Set<SectionID> = []
    private(set) var survivingItems: Set<ItemID> = []
    private(set) var updatedItems: Set<ItemID> = []
    /// Whether some identity occurs twice among the sections or among the items of a list.
    private(set) var hasDuplicatedIdentities = false

    /// Where a surviving item is in one list.
    private struct Place {
        var section: SectionID
        var index: Int
        var item: Section.Item
    }

    init(source: [Section], target: [Section]) {
        let sourceSections = Self.occurrences(source.map(\.identity))
        let targetSections = Self.occurrences(target.map(\.identity))
        survivingSections = Set(sourceSections.keys.filter { sourceSections[$0] == 1 && targetSections[$0] == 1 })

        var oldSectionIndex: [SectionID: Int] = [:]
        for (index, section) in source.enumerated() where survivingSections.contains(section.identity) {
            oldSectionIndex[section.identity] = index
        }
        counts.sectionDeleted = source.count - survivingSections.count
        counts.sectionInserted = target.count - survivingSections.count
        let survivingOldOrder = target.compactMap { oldSectionIndex[$0.identity] }
        counts.sectionMoved = survivingOldOrder.count - ReferenceLIS.length(of: survivingOldOrder)
        for section in target {
            if let old = oldSectionIndex[section.identity], !source[old].isContentEqual(to: section) {
                updatedSections.insert(section.identity)
            }
        }
        counts.sectionUpdated = updatedSections.count

        let sourceItems = Self.occurrences(source.flatMap { $0.items.map(\.identity) })
        let targetItems = Self.occurrences(target.flatMap { $0.items.map(\.identity) })
        let oldPlaces = places(in: source, uniqueIn: sourceItems)
        let newPlaces = places(in: target, uniqueIn: targetItems)
        survivingItems = Set(oldPlaces.keys.filter { newPlaces[$0] != nil })
        for id in survivingItems where oldPlaces[id]!.item != newPlaces[id]!.item {
            updatedItems.insert(id)
        }
        counts.updated = updatedItems.count
        counts.deleted = Self.itemsOfSurvivingSections(source, survivingSections) - survivingItems.count
        counts.inserted = Self.itemsOfSurvivingSections(target, survivingSections) - survivingItems.count

        var movesWithinSections = 0
        for section in target where survivingSections.contains(section.identity) {
            var stayingOldPositions: [Int] = []
            for item in section.items {
                guard let old = oldPlaces[item.identity], newPlaces[item.identity] != nil else { continue }
                if old.section == section.identity {
                    stayingOldPositions.append(old.index)
                } else {
                    itemMovesAcrossSections += 1
                    if updatedItems.contains(item.identity) { updatedItemMovesAcrossSections += 1 }
                }
            }
            movesWithinSections += stayingOldPositions.count - ReferenceLIS.length(of: stayingOldPositions)
        }
        counts.moved = itemMovesAcrossSections + movesWithinSections

        hasDuplicatedIdentities = [sourceSections, targetSections].contains { $0.values.contains { $0 > 1 } }
            || [sourceItems, targetItems].contains { $0.values.contains { $0 > 1 } }
    }

    /// The items of surviving sections whose identity occurs once in `list`, by identity.
    private func places(in list: [Section], uniqueIn occurrences: [ItemID: Int]) -> [ItemID: Place] {
        var places: [ItemID: Place] = [:]
        for section in list where survivingSections.contains(section.identity) {
            for (index, item) in section.items.enumerated() where occurrences[item.identity] == 1 {
                places[item.identity] = Place(section: section.identity, index: index, item: item)
            }
        }
        return places
    }

    private static func itemsOfSurvivingSections(_ list: [Section], _ surviving: Set<SectionID>) -> Int {
        list.reduce(0) { $0 + (surviving.contains($1.identity) ? $1.items.count : 0) }
    }

    private static func occurrences<ID: Hashable>(_ ids: [ID]) -> [ID: Int] {
        ids.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}
