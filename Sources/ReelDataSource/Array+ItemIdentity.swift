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
}
