/// An edit of a sectioned list: an edit of one section's items, or one that moves things
/// between sections or changes the sections themselves.
public enum SectionedListEdit: CaseIterable {
    /// One ``ItemListEdit`` in one section.
    case editWithinSection
    case moveItemAcrossSections
    /// Inserts an item whose identity is already used in another section.
    case duplicateItemAcrossSections
    case deleteSection
    case insertSection
    case moveSection
    case updateSectionHeader
    /// Inserts a section whose identity is already used by another section.
    case duplicateSection
    case emptySection

    /// How often the edit is picked: item edits dominate, as in real lists, while every
    /// section edit still occurs in most multi-edit cases.
    public var weight: Int {
        switch self {
        case .editWithinSection: 52
        case .moveItemAcrossSections: 10
        case .duplicateItemAcrossSections: 3
        case .deleteSection: 6
        case .insertSection: 6
        case .moveSection: 8
        case .updateSectionHeader: 7
        case .duplicateSection: 2
        case .emptySection: 2
        }
    }

    /// Performs the edit on `sections`; an edit that needs more sections or items than there
    /// are does nothing.
    public func perform(on sections: inout [ItemSection], ids: inout SectionedIdentities, _ fuzz: inout FuzzCase) {
        switch self {
        case .editWithinSection:
            guard !sections.isEmpty else { return }
            let edit = fuzz.pick(ItemListEdit.allCases, weight: \.weight)
            edit.perform(on: &sections[fuzz.index(below: sections.count)].items, ids: &ids.items, &fuzz)
        case .moveItemAcrossSections, .duplicateItemAcrossSections:
            let filled = sections.indices.filter { !sections[$0].items.isEmpty }
            guard sections.count >= 2, let from = filled.randomElement(using: &fuzz.rng) else { return }
            var to = fuzz.index(below: sections.count - 1)
            if to >= from { to += 1 }
            let index = fuzz.index(below: sections[from].items.count)
            let item = self == .moveItemAcrossSections
                ? sections[from].items.remove(at: index)
                : Item.random(id: sections[from].items[index].id, &fuzz)
            sections[to].items.insert(item, at: fuzz.int(in: 0...sections[to].items.count))
        case .deleteSection:
            guard !sections.isEmpty else { return }
            sections.remove(at: fuzz.index(below: sections.count))
        case .insertSection, .duplicateSection:
            let id: Int
            if self == .insertSection {
                id = ids.sections.draw(&fuzz)
            } else {
                guard !sections.isEmpty else { return }
                id = sections[fuzz.index(below: sections.count)].model.id
            }
            let items = [Item].random(count: ListSize.itemCount(&fuzz), ids: &ids.items, reusing: true, &fuzz)
            let section = ItemSection(model: SectionHeader(id: id, title: fuzz.int(in: 0...1)), items: items)
            sections.insert(section, at: fuzz.int(in: 0...sections.count))
        case .moveSection:
            guard !sections.isEmpty else { return }
            let section = sections.remove(at: fuzz.index(below: sections.count))
            sections.insert(section, at: fuzz.int(in: 0...sections.count))
        case .updateSectionHeader:
            guard !sections.isEmpty else { return }
            sections[fuzz.index(below: sections.count)].model.title += fuzz.int(in: 1...2)
        case .emptySection:
            guard !sections.isEmpty else { return }
            sections[fuzz.index(below: sections.count)].items = []
        }
    }
}
