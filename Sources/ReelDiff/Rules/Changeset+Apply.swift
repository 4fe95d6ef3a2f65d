extension Changeset {
    /// Performs the stage's batch update on `before` the way UIKit would, and returns the result.
    ///
    /// Kept sections and items come from `before`; inserted and reloaded ones from the stage's
    /// ``data``. For a correct stage the result equals ``data``; ``validate(fromSections:)``
    /// checks exactly that.
    public func apply<Section: SectionModelType>(toSections before: [Section]) throws(BatchUpdateViolation) -> [Section]
    where Data == [Section] {
        try performed(on: before).result
    }

    /// Performs the stage's batch update on the items of a linear list; see ``apply(toSections:)``.
    public func apply<Element>(toItems before: [Element]) throws(BatchUpdateViolation) -> [Element] where Data == [Element] {
        let stage = Changeset<[SingleSection<Element>]>(data: [SingleSection(items: data)], update: update)
        return try stage.apply(toSections: [SingleSection(items: before)])[0].items
    }

    /// The stage's batch update performed on `before`, with where each section and item of the
    /// result comes from.
    func performed<Section: SectionModelType>(on before: [Section]) throws(BatchUpdateViolation) -> (
        sections: [BatchUpdateMapping.SectionSource], items: [[BatchUpdateMapping.ItemSource]], result: [Section]
    )
    where Data == [Section] {
        let mapping = try BatchUpdateMapping(
            update: update,
            sectionCountsBefore: before.map(\.items.count),
            sectionCountsAfter: data.map(\.items.count))
        let itemSources = mapping.items
        let result = zip(mapping.sections, itemSources).enumerated().map { afterIndex, entry in
            let (sectionSource, itemSources) = entry
            guard case .kept(let beforeIndex) = sectionSource else { return data[afterIndex] }
            let newItems = data[afterIndex].items
            let items = itemSources.enumerated().map { slot, source in
                switch source {
                case .new, .updated: newItems[slot]
                case .kept(let path): before[path.section].items[path.item]
                }
            }
            return Section(original: before[beforeIndex], items: items)
        }
        return (mapping.sections, itemSources, result)
    }
}
