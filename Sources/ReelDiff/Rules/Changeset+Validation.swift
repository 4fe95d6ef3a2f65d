extension Changeset {
    /// Checks that the stage is safe to perform on a list showing `before`: it satisfies UIKit's
    /// batch-update rules, performing it gives exactly the stage's ``data`` (same identities
    /// in the same places, and unchanged content wherever nothing was reloaded), and every
    /// reloaded section and item keeps its identity (a reload means new content, not another
    /// section or item).
    ///
    /// Throws the first problem found, naming the section, the index and the rule.
    public func validate<Section: AnimatableSectionModelType>(fromSections before: [Section]) throws(BatchUpdateViolation)
    where Data == [Section] {
        let (sectionSources, itemSources, result) = try performed(on: before)
        for (index, (found, expected)) in zip(result, data).enumerated() {
            guard found.identity == expected.identity, found.isContentEqual(to: expected) else {
                throw BatchUpdateViolation(
                    .dataMismatch,
                    "after the update, section \(index) is \(found.identity) but the stage's data has \(expected.identity) there, or with other content")
            }
            for (item, (foundItem, expectedItem)) in zip(found.items, expected.items).enumerated() where foundItem != expectedItem {
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
