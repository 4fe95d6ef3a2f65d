import Foundation
import ReelDiff

// What the list asks, and what the app looks up: all of it reads the sections on screen.
extension SectionedDataSource {
    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

    /// The section shown at `section`, as ``sections`` holds it: the state on screen, not one
    /// still waiting for an update to finish.
    public subscript(section: Int) -> Section { sections[section] }

    /// The item shown at `indexPath`, as ``sections`` holds it: the state on screen, not one
    /// still waiting for an update to finish. The path must be one the list shows; see
    /// ``item(at:)`` for any path.
    public subscript(indexPath: IndexPath) -> Item {
        let path = ItemPath(indexPath)
        return sections[path.section].items[path.item]
    }

    /// The item shown at `indexPath`, or `nil` when the list shows none there; reads the state
    /// on screen, as `dataSource[indexPath]` does.
    public func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2 else { return nil }
        let path = ItemPath(indexPath)
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// The cell for the item at `indexPath`, made by the cell provider.
    public func cell(at indexPath: IndexPath, in list: List) -> List.Cell {
        cellProvider(list, indexPath, self[indexPath])
    }

    /// The view of `kind` of `section`, made by the providers; `nil` without one.
    public func supplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, in list: List) -> List.SupplementaryView? {
        supplementaryViewProvider?(list, kind, section, sections[section])
    }
}

extension SectionedDataSource where Section: AnimatableSectionModelType {
    /// Where the list shows the item with `identity`: the first such item in ``sections``, the
    /// state on screen (not one still waiting for an update to finish); `nil` when none is
    /// shown. Looks through the sections in order, so it takes time in proportion to the items
    /// before it.
    public func indexPath(forIdentity identity: Item.Identity) -> IndexPath? {
        sections.path(ofItemWithIdentity: identity).map(IndexPath.init)
    }
}
