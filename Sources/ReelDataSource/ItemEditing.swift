import Foundation
import ReelDiff

/// What a person may do to a list's items by hand — delete them, move them — and how the app
/// hears of it.
///
/// ```swift
/// dataSource.editing = ItemEditing(
///     delete: { download, _ in store.dispatch(.delete(download.id)) },
///     move: { download, _, destination in store.dispatch(.move(download.id, to: destination.item)) })
/// ```
///
/// The data source never deletes or moves on its own: ``delete`` and ``move`` tell the app,
/// and the app's next state, applied as usual, is what the list shows. A move is the one
/// change the list makes first (UIKit moves the dragged row before it tells its data source),
/// so the data source's sections follow it at once; if the app's next state puts the item
/// elsewhere, that is animated like any other change.
///
/// ## Paths in the app's state
///
/// While a batch update animates, the next state waits, so the rows a person touches can
/// stand elsewhere in the app's state than on screen: the list may show `[1, 4, 3]` while the
/// app applied `[2, 4, 3]` already. The paths ``delete`` and ``move`` hand over are therefore
/// where the item is in the sections the app applied last, not where it is shown, and an app
/// that removes and inserts at those paths changes exactly the item the person touched:
///
/// ```swift
/// dataSource.editing = ItemEditing(
///     delete: { _, indexPath in
///         episodes[indexPath.section].items.remove(at: indexPath.item)
///         dataSource.apply(episodes)
///     },
///     move: { _, source, destination in
///         let episode = episodes[source.section].items.remove(at: source.item)
///         episodes[destination.section].items.insert(episode, at: destination.item)
///         dataSource.apply(episodes)
///     })
/// ```
///
/// The item handed over is the one those sections hold at the path handed over, as the app
/// holds it: when the app changed its content since the list last showed it, the app's
/// version. An app whose state changes between applies (a store that reduces actions later)
/// should act on the item, by its identity, as the first example does. When the app's sections
/// no longer hold the item a person touched (the app removed it already), the app hears
/// nothing; a move lands next to the item the person dropped it after (or before), in the
/// app's state.
///
/// ## Repeated identities
///
/// Identities may repeat, as a diff allows. An item whose identity the list shows once and the
/// app's sections hold at most once is found by its identity, wherever the app put it. When
/// either repeats it, its identity cannot tell which occurrence the person touched: the data
/// source follows the touched row along the batch updates still to come (what is left of the
/// update under way, then the diff to the state waiting), which pair an identity's occurrences
/// as the diff does, the k-th with the k-th unless another pairing keeps more in place. The
/// path handed over is the occurrence the list is to carry the touched row to, and the item
/// the one held there; when those updates remove the row, the app hears nothing. The same
/// holds for the item a moved one was dropped next to.
///
/// The list may show `[a·1, b, c]` (items of identities `a`, `b`, `c`, the first with content
/// `1`) while the app applied `[a·3, a·1, b, c]`: the diff changes the shown `a` to `a·3` in
/// place and inserts `a·1` after it, so deleting the shown row 0 hands over `a·3` at row 0. An
/// app that tells its items apart by content gives them identities of their own.
///
/// Following a row costs a diff, on the main actor, once per edit of an item whose identity
/// repeats while the list shows other sections than the app's: while an update is under way
/// or a state waits, and for every drag (the list moves the row before the app hears of it).
/// Other edits cost no diff.
public struct ItemEditing<Item> {
    /// The app's answer to a person deleting `item`, which is at `indexPath` in the sections the
    /// app applied last (`item` as those sections hold it).
    public typealias Delete = @MainActor (_ item: Item, _ indexPath: IndexPath) -> Void
    /// The app's answer to a person moving `item`, which is at `source` in the sections the app
    /// applied last (`item` as those sections hold it), to `destination` there (its path once
    /// it has left `source`).
    public typealias Move = @MainActor (_ item: Item, _ source: IndexPath, _ destination: IndexPath) -> Void
    /// Whether a person may act on `item`, shown at `indexPath`.
    public typealias Permission = @MainActor (_ item: Item, _ indexPath: IndexPath) -> Bool

    /// What the app does when a person deletes an item; `nil` lets nobody delete.
    public var delete: Delete?
    /// What the app does when a person moves an item; `nil` lets nobody move.
    public var move: Move?
    /// Whether an item can be edited at all (deleted, or moved when ``move`` is set); every
    /// item by default.
    public var canEdit: Permission
    /// Whether an item can be moved, when ``move`` is set; every item by default.
    public var canMove: Permission

    /// Lets a person delete and move items, as far as `canEdit` and `canMove` allow.
    public init(
        delete: Delete? = nil, move: Move? = nil,
        canEdit: @escaping Permission = { _, _ in true }, canMove: @escaping Permission = { _, _ in true }
    ) {
        self.delete = delete
        self.move = move
        self.canEdit = canEdit
        self.canMove = canMove
    }
}
