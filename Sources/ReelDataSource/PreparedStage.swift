import ReelDiff

/// One stage of an update, with what was worked out for it together with the diff (off the
/// main actor when the diff ran there): the batch update in the form the list performs it, and
/// where the stage moves each item, for a data source that keeps the top visible item in place.
///
/// Everything here grows with the stage's operations, so none of it is left for the main
/// actor, which performs the stage.
struct PreparedStage<Section: Sendable, PreparedBatchUpdate: Sendable>: Sendable {
    /// The stage: its data and its batch update.
    let changeset: Changeset<[Section]>
    /// The list's form of the stage's batch update.
    let batchUpdate: PreparedBatchUpdate
    /// Where the stage puts the items before it; `nil` unless asked for.
    let mapping: BatchUpdateMapping?

    /// The stages of `changeset`, which starts from sections of `sourceCounts` items, each
    /// batch update prepared by `prepare` and mapped when `mapsItems`.
    static func stages(
        of changeset: StagedChangeset<[Section]>, sourceCounts: [Int], mapsItems: Bool,
        prepare: (_ update: BatchUpdate, _ countsBefore: [Int], _ countsAfter: [Int]) -> PreparedBatchUpdate
    ) -> [PreparedStage] where Section: SectionModelType {
        var countsBefore = sourceCounts
        return changeset.stages.map { stage in
            let countsAfter = stage.data.map(\.items.count)
            defer { countsBefore = countsAfter }
            return PreparedStage(
                changeset: stage, batchUpdate: prepare(stage.update, countsBefore, countsAfter),
                mapping: mapsItems
                    ? try? BatchUpdateMapping(update: stage.update, sectionCountsBefore: countsBefore, sectionCountsAfter: countsAfter)
                    : nil)
        }
    }
}
