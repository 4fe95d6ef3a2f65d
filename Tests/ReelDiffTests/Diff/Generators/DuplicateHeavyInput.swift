import ReelTestSupport

/// A sectioned case crowded with duplicated identities: its lists draw item and section
/// identities from a handful, so most items have twins within their section and across
/// sections, and many sections share an identity. The target is the source itself, the source
/// with only its content changed, or the source after random edits drawing from the same
/// handful.
struct DuplicateHeavyInput: CustomStringConvertible {
    /// How the target relates to the source.
    enum Relation: CaseIterable {
        case identical, contentChanged, edited
    }

    var relation: Relation
    var source: [ItemSection]
    var target: [ItemSection]

    static func random(_ fuzz: inout FuzzCase) -> DuplicateHeavyInput {
        var ids = SectionedIdentities()
        // Nine draws in ten reuse an identity: a list of n items holds about n / 10 identities.
        ids.items = IdentitySpace(reuseChance: 0.9)
        ids.sections = IdentitySpace(reuseChance: 0.6)
        let source = (0..<fuzz.int(in: 0...7)).map { _ in
            let header = SectionHeader(id: ids.sections.draw(&fuzz), title: fuzz.int(in: 0...1))
            let items = [Item].random(count: fuzz.int(in: 0...14), ids: &ids.items, reusing: true, &fuzz)
            return ItemSection(model: header, items: items)
        }
        let relation = fuzz.pick(Relation.allCases, weight: { $0 == .edited ? 6 : 2 })
        var target = source
        switch relation {
        case .identical:
            break
        case .contentChanged:
            for section in target.indices {
                if fuzz.chance(0.2) { target[section].model.title += 1 }
                for item in target[section].items.indices where fuzz.chance(0.2) {
                    target[section].items[item].changeContent(&fuzz)
                }
            }
        case .edited:
            for _ in 0..<GeneratedTargetKind.editCount(&fuzz) {
                fuzz.pick(SectionedListEdit.allCases, weight: \.weight).perform(on: &target, ids: &ids, &fuzz)
            }
        }
        return DuplicateHeavyInput(relation: relation, source: source, target: target)
    }

    var description: String {
        "\(relation)\n  source: \(ListDescription.sections(source))\n  target: \(ListDescription.sections(target))"
    }
}
