extension Changeset {
    /// Checks that the stage is safe to perform on a list showing `before`: it satisfies UIKit's
    /// batch-update rules, performing it gives exactly the stage's ``data`` (same identities
    /// in the same places, and unchanged content wherever nothing was reloaded), and every
    /// reloaded section and item keeps its identity (a reload means new content, not another
    /// section or item). Performing the stage rebuilds kept sections with the section type's
    /// `init(original:items:)`; one that does not return the items it is given is reported too.
    ///
    /// Throws the first problem found, naming the section, the index and the rule.
    public func validate<Section: AnimatableSectionModelType>(fromSections before: [Section]) throws(BatchUpdateViolation)
    where Data == [Section] {
        let (sectionSources, itemSources, result) = try performed(on: before)
        // Only what the batch keeps from `before` can differ from the stage's data: inserted and
        // reloaded sections and items are the stage's own values, taken as they are. Comparing
        // those too would reject values unequal to themselves (a NaN) that performing the
        // stage reproduces bit for bit.
        for (index, sectionSource) in sectionSources.enumerated() {
            guard case .kept = sectionSource else { continue }
            let (found, expected) = (result[index], data[index])
            guard found.identity == expected.identity, found.isContentEqual(to: expected) else {
                throw BatchUpdateViolation(
                    .dataMismatch,
                    "after the update, section \(index) is \(found.identity) but the stage's data has \(expected.identity) there, or with other content")
            }
            for (item, itemSource) in itemSources[index].enumerated() {
                guard case .kept = itemSource else { continue }
                let (foundItem, expectedItem) = (found.items[item], expected.items[item])
                guard foundItem != expectedItem else { continue }
                throw BatchUpdateViolation(
                    .dataMismatch,
                    "after the update, item \(item) of section \(index) is \(foundItem) but the stage's data has \(expectedItem) there")
            }
        }
        // Performing a reload takes the new data whatever it holds, so the data check above
        // cannot see a reload that shows another section or item: compare identities.
        for (afterIndex, (source, sources)) in zip(sectionSources, itemSources).enumerated() {
            if case .reloaded(let beforeIndex) = source, before[beforeIndex].identity != data[afterIndex].identity {
                throw BatchUpdateViolation(
                    .reloadChangesIdentity,
                    "attempt to reload section \(beforeIndex), whose identifier before the update (\(before[beforeIndex].identity)) is not its identifier after it (\(data[afterIndex].identity), at section \(afterIndex)): a reload keeps the identifier; delete and insert to replace a section")
            }
            for (slot, itemSource) in sources.enumerated() {
                guard case .updated(let path) = itemSource else { continue }
                let old = before[path.section].items[path.item].identity
                let new = data[afterIndex].items[slot].identity
                guard old != new else { continue }
                throw BatchUpdateViolation(
                    .reloadChangesIdentity,
                    "attempt to reload item \(path.item) from section \(path.section), whose identifier before the update (\(old)) is not its identifier after it (\(new), at item \(slot) of section \(afterIndex)): a reload keeps the identifier; delete and insert to replace an item")
            }
        }
    }

    /// Checks a stage of a linear list; see ``validate(fromSections:)``.
    public func validate<Element: IdentifiableType & Equatable>(fromItems before: [Element]) throws(BatchUpdateViolation)
    where Data == [Element] {
        let stage = Changeset<[SingleSection<Element>]>(data: [SingleSection(items: data)], update: update)
        try stage.validate(fromSections: [SingleSection(items: before)])
    }
}
