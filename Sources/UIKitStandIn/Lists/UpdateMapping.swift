import Foundation

/// Where the sections and items before a batch update are after it, for the ones whose views
/// survive it: a list moves their cells and supplementary views there.
struct UpdateMapping {
    /// For each section before the batch, its index after it; `nil` when the batch deletes or
    /// reloads it (its views are thrown away).
    var sectionsAfter: [Int?]
    /// For each item before the batch that keeps its cell (kept, moved or reconfigured), its
    /// path after it. Deleted and reloaded items, and the items of deleted and reloaded
    /// sections, are not here.
    var itemsAfter: [IndexPath: IndexPath]
}
