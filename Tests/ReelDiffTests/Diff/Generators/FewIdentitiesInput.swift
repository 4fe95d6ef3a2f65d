import ReelTestSupport

/// A small case crowded with repeats, small enough to try every matching of its occurrences:
/// at most seven items in all, drawn from two or three identities, in one to three sections
/// whose identities repeat too unless asked to differ. The target is drawn afresh from the same
/// identities, or is the source reshuffled (its items spread over its sections anew), or the
/// source itself; some items' content changes.
struct FewIdentitiesInput: CustomStringConvertible {
    /// How the target relates to the source.
    enum Relation: CaseIterable {
        case drawnAfresh, reshuffled, identical
    }

    var relation: Relation
    var source: [ItemSection]
    var target: [ItemSection]

    /// A case of one section: a linear list's worth of items.
    static func linear(_ fuzz: inout FuzzCase) -> FewIdentitiesInput {
        random(sectionIDs: { _ in [0] }, &fuzz)
    }

    /// A case of one to three sections whose identities are drawn from two, so they often
    /// repeat, or, if `distinct`, are distinct.
    static func sectioned(distinct: Bool, _ fuzz: inout FuzzCase) -> FewIdentitiesInput {
        random(
            sectionIDs: { fuzz in
                let count = fuzz.int(in: 1...3)
                return distinct ? Array([0, 1, 2].shuffled(using: &fuzz.rng).prefix(count)) : (0..<count).map { _ in fuzz.int(in: 0...1) }
            }, &fuzz)
    }

    /// A case whose lists have sections of the identities `sectionIDs` draws.
    private static func random(sectionIDs: (inout FuzzCase) -> [Int], _ fuzz: inout FuzzCase) -> FewIdentitiesInput {
        let identities = fuzz.int(in: 2...3)
        func item() -> Item { Item(id: fuzz.int(in: 0...(identities - 1)), content: fuzz.chance(0.15) ? 1 : 0) }
        func list() -> [ItemSection] {
            var budget = 7
            let ids = sectionIDs(&fuzz)
            return ids.map { id in
                let count = min(budget, fuzz.int(in: 0...(ids.count == 1 ? 7 : 4)))
                budget -= count
                return ItemSection(model: SectionHeader(id: id, title: fuzz.chance(0.15) ? 1 : 0), items: (0..<count).map { _ in item() })
            }
        }
        let source = list()
        let relation = fuzz.pick(Relation.allCases, weight: { $0 == .drawnAfresh ? 3 : $0 == .reshuffled ? 2 : 1 })
        var target: [ItemSection]
        switch relation {
        case .drawnAfresh:
            target = list()
        case .reshuffled:
            target = source.shuffled(using: &fuzz.rng).map { ItemSection(model: $0.model, items: []) }
            for var item in source.flatMap(\.items).shuffled(using: &fuzz.rng) {
                if fuzz.chance(0.15) { item.content = 1 - item.content }
                target[fuzz.index(below: target.count)].items.append(item)
            }
        case .identical:
            target = source
        }
        return FewIdentitiesInput(relation: relation, source: source, target: target)
    }

    var description: String {
        "\(relation)\n  source: \(ListDescription.sections(source))\n  target: \(ListDescription.sections(target))"
    }
}
