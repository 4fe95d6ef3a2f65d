import Foundation
import ReelDiff

// A person's edits by hand: which items the list lets them edit, and what the app hears of
// what they did, in the coordinates of the state it applied last.
extension SectionedDataSource {
    /// Whether a person may edit the item shown at `indexPath` (delete it, or move it):
    /// ``editing`` allows it.
    public func canEditItem(at indexPath: IndexPath) -> Bool {
        guard let editing, editing.delete != nil || editing.move != nil else { return false }
        return editing.canEdit(self[indexPath], indexPath)
    }

    /// Whether a person may move the item shown at `indexPath`: ``editing`` has a move action
    /// and allows it.
    public func canMoveItem(at indexPath: IndexPath) -> Bool {
        guard let editing, editing.move != nil else { return false }
        return editing.canMove(self[indexPath], indexPath)
    }

    /// A person asked to delete the item shown at `indexPath`: the app hears of it through
    /// ``ItemEditing/delete``, with where the item is in the sections it applied last and the
    /// item those sections hold there (see ``ItemEditing``), and the row goes when the app
    /// applies a state without it. When those sections no longer hold the item (the app removed
    /// it already), the app hears nothing.
    public func requestDeletion(at indexPath: IndexPath) {
        guard let delete = editing?.delete else { return }
        guard var inApplied = appliedPaths() else { return delete(self[indexPath], indexPath) }
        guard let path = inApplied.item(at: ItemPath(indexPath)) else { return }
        delete(appliedSections[path.section].items[path.item], IndexPath(path))
    }

    /// The list moved the item at `sourceIndexPath` to `destinationIndexPath` itself, as a
    /// person dragged it there: the sections shown follow the list (UIKit has moved the row
    /// already, and counts on its data source to agree), and the app hears of the move through
    /// ``ItemEditing/move``, in the coordinates of the sections it applied last, with the item
    /// those sections hold at the source. An update under way starts again from the moved
    /// sections.
    ///
    /// Lists call this; the app's next state decides where the item stays: a state that moved
    /// it the same way changes nothing on screen, any other is animated to.
    public func listMovedItem(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let (source, destination) = (ItemPath(sourceIndexPath), ItemPath(destinationIndexPath))
        precondition(
            sections.indices.contains(source.section) && sections[source.section].items.indices.contains(source.item),
            "the list moved an item from \(sourceIndexPath), where the data source shows none")
        precondition(
            sections.indices.contains(destination.section)
                && (0...sections[destination.section].items.count - (source.section == destination.section ? 1 : 0))
                    .contains(destination.item),
            "the list moved an item to \(destinationIndexPath), beyond the items the data source shows")
        var sections = self.sections
        var items = sections[source.section].items
        let item = items.remove(at: source.item)
        sections[source.section] = Section(original: sections[source.section], items: items)
        items = sections[destination.section].items
        items.insert(item, at: destination.item)
        sections[destination.section] = Section(original: sections[destination.section], items: items)
        commit(sections)
        listMoves += 1
        if queue.runningRequest == nil { showsUnappliedMove = true }
        guard let move = editing?.move else { return }
        guard var inApplied = appliedPaths() else { return move(item, sourceIndexPath, destinationIndexPath) }
        guard let paths = inApplied.move(to: destination) else { return }
        move(appliedSections[paths.source.section].items[paths.source.item], IndexPath(paths.source), IndexPath(paths.destination))
    }

    /// Where the items and sections shown are in the sections the app applied last, for one
    /// edit; `nil` for sections without identities, shown as soon as they are applied.
    private func appliedPaths() -> AppliedPaths<Section>? {
        guard let lookup = diffing?.lookup else { return nil }
        var route: (@MainActor () -> UpdateRoute)?
        // The sections shown are not the app's while an update runs, while a state waits for
        // the last batch's animation to end, and after a move by the list.
        if queue.runningRequest != nil || queue.waitingRequest != nil || showsUnappliedMove {
            route = { [unowned self] in routeToApplied() }
        }
        return AppliedPaths(shown: sections, applied: appliedSections, lookup: lookup, route: route)
    }

    /// The batch updates that take the sections shown to those the app applied last, as the
    /// data source is to perform them: what is left of the update under way (its stages not
    /// performed yet, or the diff it waits for), then the diff from its state to the state
    /// waiting. After a move by the list, the next diff starts from the sections shown and ends
    /// at the latest state (see `restartRunningUpdate()`): one diff.
    private func routeToApplied() -> UpdateRoute {
        var route = UpdateRoute()
        guard let diff = diffing?.diff else { return route }
        func appendDiff(from source: [Section], to target: [Section]) {
            let changeset = diff(source, target)
            route.append(changeset, from: source)
            retire(changeset)
        }
        var source = sections
        if let running = queue.runningRequest, listMoves == listMovesAtDiff {
            if isDiffingOffMainActor {
                appendDiff(from: sections, to: running.state)
            } else {
                var counts = sections.map(\.items.count)
                for stage in pendingStages {
                    let countsAfter = stage.changeset.data.map(\.items.count)
                    route.append(stage.changeset.update, countsBefore: counts, countsAfter: countsAfter, mapping: stage.mapping)
                    counts = countsAfter
                }
            }
            guard queue.waitingRequest != nil else { return route }
            source = running.state
        }
        appendDiff(from: source, to: appliedSections)
        return route
    }
}
