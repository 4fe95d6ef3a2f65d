import ReelTestSupport

/// One random case of the linear diff: a source list of items and a target related to it by
/// a ``GeneratedTargetKind``, usually through random ``ItemListEdit``s.
struct LinearDiffInput: CustomStringConvertible {
    var scenario: GeneratedTargetKind
    var source: [Item]
    var target: [Item]

    static func random(_ fuzz: inout FuzzCase) -> LinearDiffInput {
        var ids = IdentitySpace(reuseChance: 0.25)
        let scenario = GeneratedTargetKind.random(sectioned: false, &fuzz)
        var source = scenario.hasEmptySource ? [] : [Item].random(count: count(&fuzz), ids: &ids, reusing: false, &fuzz)
        if fuzz.chance(0.2) {
            for _ in 0..<fuzz.int(in: 1...2) { ItemListEdit.duplicate.perform(on: &source, ids: &ids, &fuzz) }
        }
        let target: [Item]
        switch scenario {
        case .edited:
            var edited = source
            for _ in 0..<GeneratedTargetKind.editCount(&fuzz) {
                fuzz.pick(ItemListEdit.allCases, weight: \.weight).perform(on: &edited, ids: &ids, &fuzz)
            }
            target = edited
        case .identical:
            target = source
        case .allDeleted, .bothEmpty, .allSectionsEmptied:
            target = []
        case .allInserted, .replaced:
            target = [Item].random(count: count(&fuzz), ids: &ids, reusing: true, &fuzz)
        case .shuffled:
            target = source.shuffled(using: &fuzz.rng)
        }
        return LinearDiffInput(scenario: scenario, source: source, target: target)
    }

    /// A linear list is one section's worth of items, sometimes a long one: without sections
    /// to spread over, long lists are where move minimality gets interesting.
    private static func count(_ fuzz: inout FuzzCase) -> Int {
        fuzz.chance(0.05) ? fuzz.int(in: 41...200) : ListSize.itemCount(&fuzz)
    }

    var description: String {
        "scenario \(scenario)\n  source: \(ListDescription.items(source))\n  target: \(ListDescription.items(target))"
    }
}
