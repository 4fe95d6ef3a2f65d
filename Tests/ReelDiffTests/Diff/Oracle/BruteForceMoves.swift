import ReelDiff

/// The fewest moves over every way to match occurrences, found by trying them all: the
/// minimum the diff's moves are held to on small lists, computed without the insight that it
/// is a longest common subsequence.
///
/// A matching pairs each identity's occurrences as often as the list holding fewer has them.
/// The moves it needs are the diff's: every matched item that changes section moves; within a
/// section, every matched item outside a longest increasing subsequence of old positions;
/// sections likewise.
enum BruteForceMoves {
    /// The fewest moves of one list of identities into another (sections, or a linear list's
    /// items), over every matching.
    static func fewestMoves<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
        matchings(old, new).map { moves(of: $0) }.min() ?? 0
    }

    /// The fewest item moves from `source` to `target` with the sections matched as `sections`
    /// says (for each source section, its target section or nil), over every matching of the
    /// items of matched sections.
    static func fewestItemMoves<Section: AnimatableSectionModelType>(
        from source: [Section], to target: [Section], sections: [Int?]
    ) -> Int {
        let matchedTargets = Set(sections.compactMap { $0 })
        let old = source.indices.filter { sections[$0] != nil }.flatMap { section in
            source[section].items.indices.map { ItemPath(item: $0, section: section) }
        }
        let new = target.indices.filter(matchedTargets.contains).flatMap { section in
            target[section].items.indices.map { ItemPath(item: $0, section: section) }
        }
        func identity(_ path: ItemPath, in list: [Section]) -> Section.Item.Identity { list[path.section].items[path.item].identity }
        return matchings(old.map { identity($0, in: source) }, new.map { identity($0, in: target) }).map { matching in
            var staying: [Int: [(new: Int, old: Int)]] = [:]
            var acrossSections = 0
            for (oldIndex, newIndex) in matching.enumerated() {
                guard let newIndex else { continue }
                let from = old[oldIndex]
                let to = new[newIndex]
                if sections[from.section] == to.section {
                    staying[to.section, default: []].append((to.item, from.item))
                } else {
                    acrossSections += 1
                }
            }
            return staying.values.reduce(acrossSections) { moves, pairs in
                moves + pairs.count - ReferenceLIS.length(of: pairs.sorted { $0.new < $1.new }.map(\.old))
            }
        }.min() ?? 0
    }

    /// The fewest moves of sections and items together, over every matching of the sections
    /// and, for each, every matching of their items.
    static func fewestMoves<Section: AnimatableSectionModelType>(from source: [Section], to target: [Section]) -> Int {
        matchings(source.map(\.identity), target.map(\.identity)).map { sections in
            moves(of: sections) + fewestItemMoves(from: source, to: target, sections: sections)
        }.min() ?? 0
    }

    /// The moves a matching of one list needs: matched elements outside a longest increasing
    /// subsequence of old positions, in new order.
    private static func moves(of matching: [Int?]) -> Int {
        let oldInNewOrder = matching.enumerated().compactMap { old, new in new.map { (new: $0, old: old) } }
            .sorted { $0.new < $1.new }.map(\.old)
        return oldInNewOrder.count - ReferenceLIS.length(of: oldInNewOrder)
    }

    /// Every matching of `old` with `new`: for each old element, the index of its new element
    /// or nil.
    private static func matchings<ID: Hashable>(_ old: [ID], _ new: [ID]) -> [[Int?]] {
        let newCounts = Dictionary(new.map { ($0, 1) }, uniquingKeysWith: +)
        // Per identity: old occurrences not yet decided, and pairs still to make.
        var undecided = Dictionary(old.map { ($0, 1) }, uniquingKeysWith: +)
        var pairsToMake = undecided.mapValues { _ in 0 }
        for (id, count) in undecided { pairsToMake[id] = min(count, newCounts[id, default: 0]) }
        var taken = [Bool](repeating: false, count: new.count)
        var matching: [Int?] = []
        var all: [[Int?]] = []
        func decide(_ index: Int) {
            guard index < old.count else {
                all.append(matching)
                return
            }
            let id = old[index]
            undecided[id]! -= 1
            // Left unmatched only if the later occurrences can still make the pairs.
            if undecided[id]! >= pairsToMake[id]! {
                matching.append(nil)
                decide(index + 1)
                matching.removeLast()
            }
            if pairsToMake[id]! > 0 {
                pairsToMake[id]! -= 1
                for candidate in new.indices where !taken[candidate] && new[candidate] == id {
                    taken[candidate] = true
                    matching.append(candidate)
                    decide(index + 1)
                    matching.removeLast()
                    taken[candidate] = false
                }
                pairsToMake[id]! += 1
            }
            undecided[id]! += 1
        }
        decide(0)
        return all
    }
}
