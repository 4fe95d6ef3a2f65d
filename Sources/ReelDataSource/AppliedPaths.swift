import ReelDiff

/// Where what a person touches in the sections a list shows is in the sections the app applied
/// last, for one edit: the paths `ItemEditing` hands over.
///
/// An item is found by its identity when that is once in each (wherever the app put it). An
/// item whose identity either repeats is followed along the batch updates that take what is
/// shown to what the app applied, which pair its identity's occurrences as the diffs do: the
/// occurrence found is the one the list carries the touched row to. Those batches are worked
/// out the first time an edit needs them, which can cost a diff, and only then.
@MainActor
struct AppliedPaths<Section: SectionModelType> {
    /// What the list shows.
    let shown: [Section]
    /// What the app applied last.
    let applied: [Section]
    private let lookup: IdentityLookup<Section>
    /// The batch updates from `shown` to `applied`: made when first asked for.
    private var route: Route

    private enum Route {
        /// `shown` is `applied`: every path is where it is.
        case inPlace
        case toMake(@MainActor () -> UpdateRoute)
        case made(UpdateRoute)
    }

    /// The paths in `applied` of what `shown` holds, found with `lookup`; `route` makes the
    /// batch updates from `shown` to `applied`, and is `nil` when `shown` is `applied`.
    init(shown: [Section], applied: [Section], lookup: IdentityLookup<Section>, route: (@MainActor () -> UpdateRoute)?) {
        self.shown = shown
        self.applied = applied
        self.lookup = lookup
        self.route = route.map { .toMake($0) } ?? .inPlace
    }

    /// Where the item shown at `path` is in `applied`; `nil` when `applied` does not hold it,
    /// or nothing is shown at `path` (a list's answer can name an item the data source does not
    /// show: a custom list's cell still on screen, say).
    mutating func item(at path: ItemPath) -> ItemPath? {
        guard shown.indices.contains(path.section), shown[path.section].items.indices.contains(path.item) else { return nil }
        if case .inPlace = route { return path }
        switch lookup.item(shown, path, applied) {
        case .found(let found): return found
        case .missing: return nil
        case .repeated: return madeRoute().destination(ofItemAt: path)
        }
    }

    /// Where the section shown at `index` is in `applied`; `nil` when `applied` does not hold it.
    mutating func section(_ index: Int) -> Int? {
        if case .inPlace = route { return index }
        switch lookup.section(shown, index, applied) {
        case .found(let found): return found
        case .missing: return nil
        case .repeated: return madeRoute().destination(ofSection: index)
        }
    }

    /// Where, in `applied`, the item a person just dragged to `destination` in `shown` is,
    /// and where the app should put it: next to the item it was dropped after (or before), else
    /// in the section it was dropped in. The destination reads as UIKit's does: the item's
    /// index once it has left its source. `nil` when `applied` lacks the item or everything
    /// around where it was dropped.
    mutating func move(to destination: ItemPath) -> (source: ItemPath, destination: ItemPath)? {
        guard let source = item(at: destination) else { return nil }
        /// Where `path` of `applied` is once the dragged item has left its source.
        func withoutDragged(_ path: ItemPath) -> ItemPath {
            path.section == source.section && path.item > source.item ? ItemPath(item: path.item - 1, section: path.section) : path
        }
        let neighbours = shown[destination.section].items.indices
        let previous = ItemPath(item: destination.item - 1, section: destination.section)
        if neighbours.contains(previous.item), let previous = item(at: previous) {
            let previous = withoutDragged(previous)
            return (source, ItemPath(item: previous.item + 1, section: previous.section))
        }
        let next = ItemPath(item: destination.item + 1, section: destination.section)
        if neighbours.contains(next.item), let next = item(at: next) {
            return (source, withoutDragged(next))
        }
        guard let section = section(destination.section) else { return nil }
        let count = applied[section].items.count - (section == source.section ? 1 : 0)
        return (source, ItemPath(item: min(destination.item, count), section: section))
    }

    private mutating func madeRoute() -> UpdateRoute {
        switch route {
        case .inPlace:
            return UpdateRoute()
        case .made(let made):
            return made
        case .toMake(let make):
            let made = make()
            route = .made(made)
            return made
        }
    }
}
