import ReelDiff

/// The batch updates that take the sections a list shows to the sections the app applied
/// last, in the order the data source performs them: what is left of the update under way,
/// then the diff to the state waiting. Where they carry an item is where the diffs pair its
/// occurrence, which is what tells apart the occurrences of an identity the sections repeat.
///
/// Following an item costs about the batches' operations, not the items.
struct UpdateRoute {
    /// Each batch's mapping, in order. A batch that only changes sections' own content is left
    /// out: the data source performs it in place, every item staying where it is.
    private var mappings: [BatchUpdateMapping] = []
    /// Whether a batch breaks one of UIKit's rules, so that it maps nothing: then the route
    /// leads nowhere. A diff's batches never do.
    private var isBroken = false

    /// Adds `update`, which takes sections of `countsBefore` items to sections of
    /// `countsAfter` items; `mapping` is its mapping when it was made already.
    mutating func append(_ update: BatchUpdate, countsBefore: [Int], countsAfter: [Int], mapping: BatchUpdateMapping? = nil) {
        guard !update.isSectionContentUpdateOnly else { return }
        if let mapping = mapping ?? (try? BatchUpdateMapping(update: update, sectionCountsBefore: countsBefore, sectionCountsAfter: countsAfter)) {
            mappings.append(mapping)
        } else {
            isBroken = true
        }
    }

    /// Adds the stages of `changeset`, which starts from `source`.
    mutating func append<Section: SectionModelType>(_ changeset: StagedChangeset<[Section]>, from source: [Section]) {
        var counts = source.map(\.items.count)
        for stage in changeset {
            let countsAfter = stage.data.map(\.items.count)
            append(stage.update, countsBefore: counts, countsAfter: countsAfter)
            counts = countsAfter
        }
    }

    /// Where the batches carry the item at `path` before them; `nil` when one removes it.
    func destination(ofItemAt path: ItemPath) -> ItemPath? {
        guard !isBroken else { return nil }
        var path = path
        for mapping in mappings {
            switch mapping.destination(ofItemAt: path) {
            case .kept(let next), .updated(let next): path = next
            case .removed: return nil
            }
        }
        return path
    }

    /// Where the batches carry the section at `index` before them; `nil` when one deletes it.
    func destination(ofSection index: Int) -> Int? {
        guard !isBroken else { return nil }
        var index = index
        for mapping in mappings {
            guard let next = mapping.sections.firstIndex(where: { $0 == .kept(index) || $0 == .reloaded(index) }) else { return nil }
            index = next
        }
        return index
    }
}
