import ReelTestSupport

/// A sectioned list changing in small steps, as a long one does, scaled down to be checked
/// against an oracle: 2 to 6 sections of distinct identities (so their matching is fixed),
/// holding up to 30 items each, mostly of identities no other item has, some found twice or
/// more, anywhere, in one section or several; in some cases one identity crowded into a
/// section 17 to 24 times, beyond the limit of eight pairs per occurrence. The target is the
/// source after up to 12 edits: content updates, deletes, inserts (some a copy of an identity
/// the list holds, some in the same section), moves within a section and across sections; and
/// at times the sections reordered.
struct RepeatsAcrossSectionsInput: CustomStringConvertible {
    var source: [ItemSection]
    var target: [ItemSection]
    /// The identity crowded into a section, in the cases that have one.
    private static let crowded = -1

    static func random(_ fuzz: inout FuzzCase) -> RepeatsAcrossSectionsInput {
        let repeatChance = fuzz.pick([0.05, 0.2, 0.5], weight: { _ in 1 })
        var nextID = 0
        var made: [Int] = []
        // An item of a fresh identity, or at times of one made before.
        func item() -> Item {
            if !made.isEmpty && fuzz.chance(repeatChance) { return Item(id: made[fuzz.index(below: made.count)]) }
            defer { nextID += 1 }
            made.append(nextID)
            return Item(id: nextID)
        }
        var source = (0..<fuzz.int(in: 2...6)).map { id in
            ItemSection(model: SectionHeader(id: id), items: (0..<fuzz.int(in: 0...30)).map { _ in item() })
        }
        if fuzz.chance(0.3) {
            let section = fuzz.index(below: source.count)
            for _ in 0..<fuzz.int(in: 17...24) {
                source[section].items.insert(Item(id: crowded), at: fuzz.int(in: 0...source[section].items.count))
            }
        }
        var target = source
        for _ in 0..<fuzz.int(in: 0...12) {
            let section = fuzz.index(below: target.count)
            let count = target[section].items.count
            switch fuzz.int(in: 0...5) {
            case 0 where count > 0:
                target[section].items[fuzz.index(below: count)].changeContent(&fuzz)
            case 1 where count > 0:
                target[section].items.remove(at: fuzz.index(below: count))
            case 2:
                target[section].items.insert(item(), at: fuzz.int(in: 0...count))
            case 3 where count > 0:
                // A copy of an item of the same section.
                target[section].items.insert(target[section].items[fuzz.index(below: count)], at: fuzz.int(in: 0...count))
            case 4 where count > 0:
                let moved = target[section].items.remove(at: fuzz.index(below: count))
                target[section].items.insert(moved, at: fuzz.int(in: 0...(count - 1)))
            case 5 where count > 0:
                let moved = target[section].items.remove(at: fuzz.index(below: count))
                let destination = fuzz.index(below: target.count)
                target[destination].items.insert(moved, at: fuzz.int(in: 0...target[destination].items.count))
            default:
                break
            }
        }
        if fuzz.chance(0.2) { target.shuffle(using: &fuzz.rng) }
        return RepeatsAcrossSectionsInput(source: source, target: target)
    }

    /// The fewest item moves over every matching of the occurrences: every matched item that
    /// does not stay in place moves, and with the sections' matching fixed, the most that stay
    /// are, in each pair of sections, a longest common subsequence of their items' identities.
    var fewestItemMoves: Int {
        let sourceCounts = Dictionary(source.flatMap(\.items).map { ($0.id, 1) }, uniquingKeysWith: +)
        let targetCounts = Dictionary(target.flatMap(\.items).map { ($0.id, 1) }, uniquingKeysWith: +)
        let matched = sourceCounts.reduce(0) { $0 + min($1.value, targetCounts[$1.key, default: 0]) }
        let inPlace = target.reduce(0) { inPlace, section in
            let old = source.first { $0.model.id == section.model.id }!
            return inPlace + ReferenceLCS.length(old.items.map(\.id), section.items.map(\.id))
        }
        return matched - inPlace
    }

    /// Whether an identity pairs up more than eight ways per occurrence within the pairs of
    /// sections, where the diff keeps in place only pairs within three ranks of in order.
    var crowdsBeyondTheLimit: Bool {
        var pairs: [Int: Int] = [:]
        for section in target {
            let old = source.first { $0.model.id == section.model.id }!
            let newCounts = Dictionary(section.items.map { ($0.id, 1) }, uniquingKeysWith: +)
            for item in old.items { pairs[item.id, default: 0] += newCounts[item.id, default: 0] }
        }
        let occurrences = Dictionary((source + target).flatMap(\.items).map { ($0.id, 1) }, uniquingKeysWith: +)
        return pairs.contains { id, count in count > 8 * occurrences[id, default: 0] }
    }

    var description: String {
        "source: \(ListDescription.sections(source))\n  target: \(ListDescription.sections(target))"
    }
}
