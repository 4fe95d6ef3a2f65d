extension Changeset {
    /// Checks that the stage is safe to perform on a list showing `before`: it satisfies UIKit's
    /// batch-update rules, and performing it gives exactly the stage's ``data`` (same identities
    /// in the same places, and unchanged content wherever nothing was reloaded).
    ///
    /// Throws the first problem found, naming the section, the index and the rule.
    public func validate<Section: AnimatableSectionModelType>(fromSections before: [Section]) throws(BatchUpdateViolation)
    where Data == [Section] {
        let result = try apply(toSections: before)
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
    }

    /// Checks a stage of a linear list; see ``validate(fromSections:)``.
    public func validate<Element: IdentifiableType & Equatable>(fromItems before: [Element]) throws(BatchUpdateViolation)
    where Data == [Element] {
        let stage = Changeset<[SingleSection<Element>]>(data: [SingleSection(items: data)], update: update)
        try stage.validate(fromSections: [SingleSection(items: before)])
    }
}
