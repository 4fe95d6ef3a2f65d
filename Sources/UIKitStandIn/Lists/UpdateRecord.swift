import Foundation

/// The operations a list received inside one batch update, as UIKit collects them before it
/// checks and performs them together at the batch's end.
///
/// Sections and index paths are sets, as in UIKit: naming one twice in the same kind of
/// operation is naming it once.
struct UpdateRecord {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var reconfiguredItems: Set<IndexPath> = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    /// Whether `reloadData()` was called inside the batch, which throws the batch away.
    var reloadsData = false
    /// The completions of this batch and of the batches nested in it.
    var completions: [(Bool) -> Void] = []
}
