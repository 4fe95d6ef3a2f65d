#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDiff

/// What DifferenceKit's `reload(using:interrupt:setData:)` does with a changeset, for either
/// UIKit list view: each stage is one batch update in which the list's data becomes the
/// stage's data, until a stage `interrupt` stops at; from there, or at once for a list outside
/// a window, the list gets the last stage's data and reloads.
struct StagedReload<Data> {
    /// The stages to perform as batch updates, in order.
    let batches: ArraySlice<Changeset<Data>>
    /// The data to set before reloading, after the batches; `nil` when the batches reach the end.
    let reloadData: Data?

    init(_ stagedChangeset: StagedChangeset<Data>, isInWindow: Bool, interrupt: ((Changeset<Data>) -> Bool)?) {
        let stages = stagedChangeset.stages[...]
        guard let last = stages.last else {
            (batches, reloadData) = ([], nil)
            return
        }
        guard isInWindow else {
            (batches, reloadData) = ([], last.data)
            return
        }
        guard let interrupt, let stop = stages.firstIndex(where: interrupt) else {
            (batches, reloadData) = (stages, nil)
            return
        }
        (batches, reloadData) = (stages[..<stop], last.data)
    }
}
#endif
