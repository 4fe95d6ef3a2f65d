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
        // A stage built with an initialiser that drops items holds data whose counts do not add
        // up, which the batch's checks would report first: trying the initialiser on the
        // sections before the update, with their own items, names the cause.
        for (index, section) in before.enumerated() where !section.items.isEmpty {
            _ = try Self.rebuilt(section, with: section.items, "section \(index) before the update, with its own items")
        }
        let mapping = try BatchUpdateMapping(
            update: update,
            sectionCountsBefore: before.map(\.items.count),
            sectionCountsAfter: data.map(\.items.count))
        let itemSources = mapping.items
        var result: [Section] = []
        result.reserveCapacity(data.count)
        for (afterIndex, (sectionSource, itemSources)) in zip(mapping.sections, itemSources).enumerated() {
            guard case .kept(let beforeIndex) = sectionSource else {
                result.append(data[afterIndex])
                continue
            }
            let newItems = data[afterIndex].items
            let items = itemSources.enumerated().map { slot, source in
                switch source {
                case .new, .updated: newItems[slot]
                case .kept(let path): before[path.section].items[path.item]
                }
            }
            result.append(try Self.rebuilt(
                before[beforeIndex], with: items, "section \(afterIndex) after the update (section \(beforeIndex) before it)"))
        }
        return (mapping.sections, itemSources, result)
    }

    /// `original` rebuilt with `items` by the section type's initialiser, which must return
    /// them: everything after reads the section's items by the batch's indexes. `section`
    /// names the section rebuilt.
    private static func rebuilt<Section: SectionModelType>(
        _ original: Section, with items: [Section.Item], _ section: @autoclosure () -> String
    ) throws(BatchUpdateViolation) -> Section {
        let rebuilt = Section(original: original, items: items)
        guard rebuilt.items.count == items.count else {
            throw BatchUpdateViolation(
                .sectionInitializerIgnoresItems,
                "\(Section.self).init(original:items:) returned a section with \(rebuilt.items.count) items where it was given \(items.count), rebuilding \(section()): it must return the items it is given")
        }
        return rebuilt
    }
}
