import ReelDiff

extension Array where Element: AnimatableSectionModelType {
    /// Where the first item with `identity` is, looking through the sections in order; `nil`
    /// when none has it.
    func path(ofItemWithIdentity identity: Element.Item.Identity) -> ItemPath? {
        for (section, model) in enumerated() {
            if let item = model.items.firstIndex(where: { $0.identity == identity }) {
                return ItemPath(item: item, section: section)
            }
        }
        return nil
    }

    /// Where the one item with `identity` is: `.repeated` when more than one has it, `.missing`
    /// when none does. Looks through the sections in order, up to a second such item.
    func onlyItem(withIdentity identity: Element.Item.Identity) -> IdentityLookup<Element>.Answer<ItemPath> {
        var found: ItemPath?
        for (section, model) in enumerated() {
            for (item, element) in model.items.enumerated() where element.identity == identity {
                guard found == nil else { return .repeated }
                found = ItemPath(item: item, section: section)
            }
        }
        return found.map { .found($0) } ?? .missing
    }

    /// Where the one section with `identity` is: `.repeated` when more than one has it,
    /// `.missing` when none does. Looks through the sections in order, up to a second such one.
    func onlySection(withIdentity identity: Element.Identity) -> IdentityLookup<Element>.Answer<Int> {
        var found: Int?
        for (index, section) in enumerated() where section.identity == identity {
            guard found == nil else { return .repeated }
            found = index
        }
        return found.map { .found($0) } ?? .missing
    }
}
