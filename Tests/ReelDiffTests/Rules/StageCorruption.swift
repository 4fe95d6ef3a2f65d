import ReelDiff
import ReelTestSupport

/// A small change that turns a valid stage into an invalid one, and the rule the checker must
/// then name. Each is a mistake a hand-written or buggy diff makes: a forgotten operation, one
/// listed twice, an index off the end, a section move beside item operations.
///
/// Every corruption is certain to break one of its rules: a forgotten delete, insert or
/// cross-section move unbalances its section's count; a forgotten reload leaves old content
/// where the data has new; a forgotten move within a section or of a section would leave one
/// more element in order than a longest increasing subsequence, which cannot give the stage's
/// data (and a forgotten section move usually pairs sections of different sizes, which the
/// checker reports first as an item count mismatch).
enum StageCorruption: CaseIterable {
    case forgetDeletedItem, forgetInsertedItem, forgetUpdatedItem
    case forgetMoveAcrossSections, forgetMoveWithinSection
    case repeatAnOperation, insertPastTheEnd
    case forgetDeletedSection, forgetInsertedSection, forgetUpdatedSection, forgetSectionMove
    case addItemOperationBesideSectionMove

    /// The rules the checker may name for the corrupted stage: the one it breaks, or for a
    /// forgotten section move either of the two it may break first.
    var brokenRules: Set<BatchUpdateViolation.Rule> {
        switch self {
        case .forgetDeletedItem, .forgetInsertedItem, .forgetMoveAcrossSections: [.itemCountMismatch]
        case .forgetUpdatedItem, .forgetMoveWithinSection, .forgetUpdatedSection: [.dataMismatch]
        case .forgetSectionMove: [.itemCountMismatch, .dataMismatch]
        case .repeatAnOperation: [.conflictingOperations]
        case .insertPastTheEnd: [.itemOutOfRange]
        case .forgetDeletedSection, .forgetInsertedSection: [.sectionCountMismatch]
        case .addItemOperationBesideSectionMove: [.sectionMoveWithItemOperations]
        }
    }

    /// `stage`, applied to `before`, with this corruption; `nil` if the stage has nothing to
    /// corrupt this way (no deletes to forget, …).
    func corrupt<Section: AnimatableSectionModelType>(
        _ stage: Changeset<[Section]>, before: [Section], _ fuzz: inout FuzzCase
    ) -> Changeset<[Section]>? {
        var update = stage.update
        // A move stays within its section when the section it enters is the one it leaves,
        // whatever their indexes before and after (sections may share an identity, so ask
        // the valid stage's mapping rather than compare identities).
        let sectionSources = try? BatchUpdateMapping(
            update: stage.update, sectionCountsBefore: before.map(\.items.count),
            sectionCountsAfter: stage.data.map(\.items.count)
        ).sections
        func staysInSection(_ move: Move<ItemPath>) -> Bool {
            sectionSources?[move.destination.section] == .kept(move.source.section)
        }
        func removeOne<Element>(_ list: inout [Element], where matches: (Element) -> Bool = { _ in true }) -> Bool {
            let candidates = list.indices.filter { matches(list[$0]) }
            guard let index = candidates.randomElement(using: &fuzz.rng) else { return false }
            list.remove(at: index)
            return true
        }
        func repeatOne<Element>(_ list: inout [Element]) -> Bool {
            guard let element = list.randomElement(using: &fuzz.rng) else { return false }
            list.append(element)
            return true
        }

        let changed: Bool
        switch self {
        case .forgetDeletedItem: changed = removeOne(&update.deletedItems)
        case .forgetInsertedItem: changed = removeOne(&update.insertedItems)
        case .forgetUpdatedItem: changed = removeOne(&update.updatedItems)
        case .forgetMoveAcrossSections: changed = removeOne(&update.movedItems) { !staysInSection($0) }
        case .forgetMoveWithinSection: changed = removeOne(&update.movedItems, where: staysInSection)
        case .forgetDeletedSection: changed = removeOne(&update.deletedSections)
        case .forgetInsertedSection: changed = removeOne(&update.insertedSections)
        case .forgetUpdatedSection: changed = removeOne(&update.updatedSections)
        case .forgetSectionMove: changed = removeOne(&update.movedSections)
        case .repeatAnOperation:
            switch fuzz.int(in: 0...7) {
            case 0: changed = repeatOne(&update.deletedItems)
            case 1: changed = repeatOne(&update.insertedItems)
            case 2: changed = repeatOne(&update.updatedItems)
            case 3: changed = repeatOne(&update.movedItems)
            case 4: changed = repeatOne(&update.deletedSections)
            case 5: changed = repeatOne(&update.insertedSections)
            case 6: changed = repeatOne(&update.updatedSections)
            default: changed = repeatOne(&update.movedSections)
            }
        case .insertPastTheEnd:
            guard !update.insertedItems.isEmpty else { return nil }
            let index = fuzz.index(below: update.insertedItems.count)
            update.insertedItems[index].item = stage.data[update.insertedItems[index].section].items.count
            changed = true
        case .addItemOperationBesideSectionMove:
            guard !update.movedSections.isEmpty else { return nil }
            update.insertedItems.append(ItemPath(item: 0, section: update.movedSections[0].destination))
            changed = true
        }
        return changed ? Changeset(data: stage.data, update: update) : nil
    }
}
