import ReelDiff

/// Which target section and item each source section and item is, if any: the pairs of
/// occurrences a diff matches, whose counts and moves ``ExpectedChanges`` works out.
struct OccurrenceMatching: Equatable {
    /// For each source section, the index of the target section it is, or nil if it is deleted.
    var sections: [Int?]
    /// For each source section's items, the target path each is, or nil if it is deleted (alone
    /// or with its section).
    var items: [[ItemPath?]]

    /// The matching `stages` perform on `source`: where they carry each section and item,
    /// stage after stage, as ``CarriedPositions`` works it out.
    init<Section: SectionModelType>(performedBy stages: [Changeset<[Section]>], on source: [Section]) {
        sections = Array(source.indices)
        items = source.enumerated().map { section, content in
            content.items.indices.map { ItemPath(item: $0, section: section) }
        }
        var before = source.map(\.items.count)
        for stage in stages {
            let after = stage.data.map(\.items.count)
            let carried = CarriedPositions(stage.update, before: before, after: after)
            func carry(_ index: Int?) -> Int? {
                index.flatMap { carried.sections.indices.contains($0) ? carried.sections[$0] : nil }
            }
            func carry(_ path: ItemPath?) -> ItemPath? {
                path.flatMap { path in
                    guard carried.items.indices.contains(path.section), carried.items[path.section].indices.contains(path.item)
                    else { return nil }
                    return carried.items[path.section][path.item]
                }
            }
            sections = sections.map(carry)
            items = items.map { $0.map(carry) }
            before = after
        }
    }

    /// The k-th section with an identity in `source` matched with the k-th with it in
    /// `target`, and likewise the k-th item with an identity among the items of matched
    /// sections. Not what the diff promises, but a matching the generators' features can be
    /// read from without running it.
    static func inOrder<Section: AnimatableSectionModelType>(from source: [Section], to target: [Section]) -> OccurrenceMatching {
        let sections = inOrder(source.map(\.identity), target.map(\.identity))
        let matchedTargets = Set(sections.compactMap { $0 })
        func flattened(_ list: [Section], keeping keep: (Int) -> Bool) -> [(path: ItemPath, id: Section.Item.Identity)] {
            list.indices.filter(keep).flatMap { section in
                list[section].items.enumerated().map { (ItemPath(item: $0, section: section), $1.identity) }
            }
        }
        let oldItems = flattened(source) { sections[$0] != nil }
        let newItems = flattened(target) { matchedTargets.contains($0) }
        var items = source.map { [ItemPath?](repeating: nil, count: $0.items.count) }
        for (old, new) in inOrder(oldItems.map(\.id), newItems.map(\.id)).enumerated() {
            guard let new else { continue }
            items[oldItems[old].path.section][oldItems[old].path.item] = newItems[new].path
        }
        return OccurrenceMatching(sections: sections, items: items)
    }

    private init(sections: [Int?], items: [[ItemPath?]]) {
        self.sections = sections
        self.items = items
    }

    /// For each element of `old`, the index in `new` of the element with its identity and
    /// occurrence number, if any.
    private static func inOrder<ID: Hashable>(_ old: [ID], _ new: [ID]) -> [Int?] {
        var newOccurrences: [ID: [Int]] = [:]
        for (index, id) in new.enumerated() { newOccurrences[id, default: []].append(index) }
        var seen: [ID: Int] = [:]
        return old.map { id in
            let rank = seen[id, default: 0]
            seen[id] = rank + 1
            guard let occurrences = newOccurrences[id], rank < occurrences.count else { return nil }
            return occurrences[rank]
        }
    }
}
