import ReelDiff

/// Finds what one state shows in another by identity: where an item a person edits on screen
/// is in the state the app applied last.
///
/// It looks in the same place first, so an edit while nothing is waiting costs no search; when
/// updates are waiting it may look through the applied sections, once per edit a person makes
/// (never per update).
///
/// Made where the sections have identities; a data source of sections without identities has
/// none, and shows every state the moment it is applied.
@usableFromInline
struct IdentityLookup<Section: SectionModelType> {
    /// Where the item at `path` in `before` is in `after`; `nil` when `after` does not hold it,
    /// or `before` holds nothing at `path`.
    let follow: (_ before: [Section], _ path: ItemPath, _ after: [Section]) -> ItemPath?
    /// Where the section at `index` in `before` is in `after`; `nil` when `after` does not hold it.
    let followSection: (_ before: [Section], _ index: Int, _ after: [Section]) -> Int?

    /// Where, in `applied`, the item a person just dragged to `destination` in `shown` is,
    /// and where the app should put it: next to the item it was dropped after (or before), else
    /// in the section it was dropped in. The destination reads as UIKit's does: the item's
    /// index once it has left its source. `nil` when `applied` lacks the item or everything
    /// around where it was dropped.
    func appliedMove(to destination: ItemPath, shown: [Section], applied: [Section]) -> (source: ItemPath, destination: ItemPath)? {
        guard let source = follow(shown, destination, applied) else { return nil }
        /// Where `path` of `applied` is once the dragged item has left its source.
        func withoutDragged(_ path: ItemPath) -> ItemPath {
            path.section == source.section && path.item > source.item ? ItemPath(item: path.item - 1, section: path.section) : path
        }
        let neighbours = shown[destination.section].items.indices
        let previous = ItemPath(item: destination.item - 1, section: destination.section)
        if neighbours.contains(previous.item), let previous = follow(shown, previous, applied) {
            let previous = withoutDragged(previous)
            return (source, ItemPath(item: previous.item + 1, section: previous.section))
        }
        let next = ItemPath(item: destination.item + 1, section: destination.section)
        if neighbours.contains(next.item), let next = follow(shown, next, applied) {
            return (source, withoutDragged(next))
        }
        guard let section = followSection(shown, destination.section, applied) else { return nil }
        let count = applied[section].items.count - (section == source.section ? 1 : 0)
        return (source, ItemPath(item: min(destination.item, count), section: section))
    }
}

extension IdentityLookup where Section: AnimatableSectionModelType {
    /// Looks sections and items up by their identities, trying the same place first: states a
    /// moment apart mostly keep things where they were.
    @usableFromInline
    static var byIdentity: IdentityLookup {
        IdentityLookup(
            follow: { before, path, after in
                // The path may be a list's answer, which can name an item the data source does
                // not show (a custom list's cell still on screen, say): that follows nowhere.
                guard before.indices.contains(path.section), before[path.section].items.indices.contains(path.item) else {
                    return nil
                }
                let identity = before[path.section].items[path.item].identity
                if after.indices.contains(path.section), after[path.section].items.indices.contains(path.item),
                    after[path.section].items[path.item].identity == identity
                {
                    return path
                }
                return after.path(ofItemWithIdentity: identity)
            },
            followSection: { before, index, after in
                let identity = before[index].identity
                if after.indices.contains(index), after[index].identity == identity { return index }
                return after.firstIndex { $0.identity == identity }
            })
    }
}
