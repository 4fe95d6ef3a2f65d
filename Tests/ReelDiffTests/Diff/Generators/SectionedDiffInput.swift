import ReelTestSupport

/// One random case of the sectioned diff: a source list and a target related to it by a
/// ``GeneratedTargetKind``, usually through random ``SectionedListEdit``s.
struct SectionedDiffInput: CustomStringConvertible {
    var scenario: GeneratedTargetKind
    var source: [ItemSection]
    var target: [ItemSection]

    /// A random case; with `manySections`, its lists have 58 to 70 sections, around the most
    /// whose items the diff reads where they are (more are gathered into one array first).
    static func random(_ fuzz: inout FuzzCase, manySections: Bool = false) -> SectionedDiffInput {
        var ids = SectionedIdentities()
        let scenario = GeneratedTargetKind.random(sectioned: true, &fuzz)
        var source = scenario.hasEmptySource ? [] : randomSections(ids: &ids, reusing: false, manySections: manySections, &fuzz)
        addDuplicates(to: &source, ids: &ids, &fuzz)
        let target: [ItemSection]
        switch scenario {
        case .edited:
            var edited = source
            for _ in 0..<GeneratedTargetKind.editCount(&fuzz) {
                fuzz.pick(SectionedListEdit.allCases, weight: \.weight).perform(on: &edited, ids: &ids, &fuzz)
            }
            target = edited
        case .identical:
            target = source
        case .allDeleted, .bothEmpty:
            target = []
        case .allInserted, .replaced:
            target = randomSections(ids: &ids, reusing: true, manySections: manySections, &fuzz)
        case .allSectionsEmptied:
            target = source.map { ItemSection(model: $0.model, items: []) }
        case .shuffled:
            var shuffled = source.shuffled(using: &fuzz.rng).map { ItemSection(model: $0.model, items: []) }
            if !shuffled.isEmpty {
                for item in source.flatMap(\.items).shuffled(using: &fuzz.rng) {
                    shuffled[fuzz.index(below: shuffled.count)].items.append(item)
                }
            }
            target = shuffled
        }
        return SectionedDiffInput(scenario: scenario, source: source, target: target)
    }

    /// A list of random sections; identities are fresh unless `reusing`.
    private static func randomSections(
        ids: inout SectionedIdentities, reusing: Bool, manySections: Bool, _ fuzz: inout FuzzCase
    ) -> [ItemSection] {
        (0..<(manySections ? fuzz.int(in: 58...70) : ListSize.sectionCount(&fuzz))).map { _ in
            let header = SectionHeader(id: reusing ? ids.sections.draw(&fuzz) : ids.sections.fresh(), title: fuzz.int(in: 0...1))
            let items = [Item].random(count: ListSize.itemCount(&fuzz), ids: &ids.items, reusing: reusing, &fuzz)
            return ItemSection(model: header, items: items)
        }
    }

    /// Gives some sources duplicated identities, so that duplicates in the source (kept,
    /// removed or joined by more in the target) are exercised, not only new ones.
    private static func addDuplicates(to source: inout [ItemSection], ids: inout SectionedIdentities, _ fuzz: inout FuzzCase) {
        guard !source.isEmpty else { return }
        if fuzz.chance(0.2) {
            for _ in 0..<fuzz.int(in: 1...2) {
                let sectionIndex = fuzz.index(below: source.count)
                if fuzz.chance(0.5) {
                    ItemListEdit.duplicate.perform(on: &source[sectionIndex].items, ids: &ids.items, &fuzz)
                } else {
                    SectionedListEdit.duplicateItemAcrossSections.perform(on: &source, ids: &ids, &fuzz)
                }
            }
        }
        if fuzz.chance(0.06) {
            SectionedListEdit.duplicateSection.perform(on: &source, ids: &ids, &fuzz)
        }
    }

    var description: String {
        "scenario \(scenario)\n  source: \(ListDescription.sections(source))\n  target: \(ListDescription.sections(target))"
    }
}
