import ReelTestSupport

/// A feature a sectioned diff case can have, tallied by the coverage test to prove that the
/// generator's mix exercises each of them often.
enum SectionedInputFeature: String, CaseIterable {
    case sectionDeleted, sectionInserted, sectionMoved, sectionUpdated
    case itemDeleted, itemInserted, itemUpdated, itemMovedWithinSection, itemMovedAcrossSections
    case updatedItemMovedAcrossSections
    case duplicateItemWithinSection, duplicateItemAcrossSections, duplicateSection
    case emptySource, emptyTarget, bothEmpty, identical, emptySection
    case singleSection, manySections, manyItems

    /// The features of `input`.
    static func features(of input: SectionedDiffInput) -> Set<SectionedInputFeature> {
        let expected = ExpectedChanges(
            source: input.source, target: input.target, matching: .inOrder(from: input.source, to: input.target))
        let counts = expected.counts
        let lists = [input.source, input.target]
        var features: Set<SectionedInputFeature> = []
        func note(_ feature: SectionedInputFeature, _ present: Bool) {
            if present { features.insert(feature) }
        }
        note(.sectionDeleted, counts.sectionDeleted > 0)
        note(.sectionInserted, counts.sectionInserted > 0)
        note(.sectionMoved, counts.sectionMoved > 0)
        note(.sectionUpdated, counts.sectionUpdated > 0)
        note(.itemDeleted, counts.deleted > 0)
        note(.itemInserted, counts.inserted > 0)
        note(.itemUpdated, counts.updated > 0)
        note(.itemMovedWithinSection, counts.moved > expected.itemMovesAcrossSections)
        note(.itemMovedAcrossSections, expected.itemMovesAcrossSections > 0)
        note(.updatedItemMovedAcrossSections, expected.updatedItemMovesAcrossSections > 0)
        note(.duplicateItemWithinSection, lists.contains { $0.contains { Set($0.items.map(\.id)).count < $0.items.count } })
        note(.duplicateItemAcrossSections, lists.contains(where: hasItemInTwoSections))
        note(.duplicateSection, lists.contains { Set($0.map(\.model.id)).count < $0.count })
        note(.emptySource, input.source.isEmpty)
        note(.emptyTarget, input.target.isEmpty)
        note(.bothEmpty, input.source.isEmpty && input.target.isEmpty)
        note(.identical, !input.source.isEmpty && input.source == input.target)
        note(.emptySection, lists.contains { $0.contains { $0.items.isEmpty } })
        note(.singleSection, input.source.count == 1)
        note(.manySections, input.source.count >= 5)
        note(.manyItems, input.source.reduce(0) { $0 + $1.items.count } >= 100)
        return features
    }

    private static func hasItemInTwoSections(_ sections: [ItemSection]) -> Bool {
        var sectionOfItem: [Int: Int] = [:]
        for (index, section) in sections.enumerated() {
            for item in section.items {
                if let other = sectionOfItem.updateValue(index, forKey: item.id), other != index { return true }
            }
        }
        return false
    }
}
