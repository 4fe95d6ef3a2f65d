import ReelTestSupport

/// A case crowded with repeats beyond the diff's limit on pairs per occurrence: lists drawn
/// from two or three identities, long enough that most pair up more than eight ways per
/// occurrence, changed by a few edits, each shifting the occurrences after it by a rank or
/// more. Sectioned cases repeat section identities the same way.
struct ManyRepeatsInput: CustomStringConvertible {
    var source: [ItemSection]
    var target: [ItemSection]

    /// One section of 20 to 80 items drawn from two or three identities.
    static func linear(_ fuzz: inout FuzzCase) -> ManyRepeatsInput {
        let identities = fuzz.int(in: 2...3)
        let source = [ItemSection(
            model: SectionHeader(id: 0), items: (0..<fuzz.int(in: 20...80)).map { _ in Item(id: fuzz.int(in: 0...(identities - 1))) })]
        var target = source
        for _ in 0..<fuzz.int(in: 0...6) { editItems(&target[0].items, identities: identities, &fuzz) }
        return ManyRepeatsInput(source: source, target: target)
    }

    /// 2 to 40 sections of one or two identities, each holding up to six items drawn from
    /// three identities, then a few edits of sections and items.
    static func sectioned(_ fuzz: inout FuzzCase) -> ManyRepeatsInput {
        let sectionIdentities = fuzz.int(in: 1...2)
        func section() -> ItemSection {
            ItemSection(
                model: SectionHeader(id: fuzz.int(in: 0...(sectionIdentities - 1)), title: fuzz.chance(0.1) ? 1 : 0),
                items: (0..<fuzz.int(in: 0...6)).map { _ in Item(id: fuzz.int(in: 0...2)) })
        }
        let source = (0..<fuzz.int(in: 2...40)).map { _ in section() }
        var target = source
        for _ in 0..<fuzz.int(in: 0...6) {
            switch fuzz.int(in: 0...4) {
            case 0 where !target.isEmpty:
                target.remove(at: fuzz.index(below: target.count))
            case 1:
                target.insert(section(), at: fuzz.int(in: 0...target.count))
            case 2 where !target.isEmpty:
                let moved = target.remove(at: fuzz.index(below: target.count))
                target.insert(moved, at: fuzz.int(in: 0...target.count))
            case 3 where !target.isEmpty:
                editItems(&target[fuzz.index(below: target.count)].items, identities: 3, &fuzz)
            default:
                break
            }
        }
        return ManyRepeatsInput(source: source, target: target)
    }

    /// Inserts, deletes, moves or updates one item of `items`, drawing identities below
    /// `identities`.
    private static func editItems(_ items: inout [Item], identities: Int, _ fuzz: inout FuzzCase) {
        switch fuzz.int(in: 0...3) {
        case 0:
            items.insert(Item(id: fuzz.int(in: 0...(identities - 1))), at: fuzz.int(in: 0...items.count))
        case 1 where !items.isEmpty:
            items.remove(at: fuzz.index(below: items.count))
        case 2 where !items.isEmpty:
            let moved = items.remove(at: fuzz.index(below: items.count))
            items.insert(moved, at: fuzz.int(in: 0...items.count))
        case 3 where !items.isEmpty:
            items[fuzz.index(below: items.count)].changeContent(&fuzz)
        default:
            break
        }
    }

    var description: String {
        "source: \(ListDescription.sections(source))\n  target: \(ListDescription.sections(target))"
    }
}
