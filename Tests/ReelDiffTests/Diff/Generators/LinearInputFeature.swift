import ReelTestSupport

/// A feature a linear diff case can have, tallied by the coverage test.
enum LinearInputFeature: String, CaseIterable {
    case deleted, inserted, updated, moved
    case duplicateInSource, duplicateInTarget
    case emptySource, emptyTarget, identical, longList

    /// The features of `input`.
    static func features(of input: LinearDiffInput) -> Set<LinearInputFeature> {
        let source = [ItemSection(model: SectionHeader(id: 0, title: 0), items: input.source)]
        let target = [ItemSection(model: SectionHeader(id: 0, title: 0), items: input.target)]
        let expected = ExpectedChanges(source: source, target: target, matching: .inOrder(from: source, to: target))
        var features: Set<LinearInputFeature> = []
        func note(_ feature: LinearInputFeature, _ present: Bool) {
            if present { features.insert(feature) }
        }
        note(.deleted, expected.counts.deleted > 0)
        note(.inserted, expected.counts.inserted > 0)
        note(.updated, expected.counts.updated > 0)
        note(.moved, expected.counts.moved > 0)
        note(.duplicateInSource, Set(input.source.map(\.id)).count < input.source.count)
        note(.duplicateInTarget, Set(input.target.map(\.id)).count < input.target.count)
        note(.emptySource, input.source.isEmpty)
        note(.emptyTarget, input.target.isEmpty)
        note(.identical, !input.source.isEmpty && input.source == input.target)
        note(.longList, input.source.count > 40)
        return features
    }
}
