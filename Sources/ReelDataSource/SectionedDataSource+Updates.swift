import Foundation
import ReelDiff

// How an update runs once applied: diffed (off the main actor for large lists), its stages
// performed one batch update at a time, or the list reloaded; and what the data source is done
// with freed off the main actor.
extension SectionedDataSource {
    // Only the data source's own properties hold the states, changesets and sections it works
    // with for longer than one main-actor job (no closure it leaves behind holds one), so that
    // when it is done with one it can retire it and have its memory freed off the main actor.

    func startNextUpdate() {
        guard queue.runningRequest == nil, let waiting = queue.waitingRequest else { return }
        let kind = kind(of: waiting)
        // While the last batch of the update before animates, only a diff off the main actor
        // starts: its stages wait for the animation's end, which starts any other update.
        if isAnimatingLastBatch && kind != .diffOffMainActor { return }
        guard let request = queue.startNext() else { return }
        guard kind != .reload, let diff = diffing?.diff else { return reloadRunningUpdate() }
        let source = sections
        let target = request.state
        listMovesAtDiff = listMoves
        let plan = UpdatePlan(
            diff: diff, reloadThreshold: configuration.reloadThreshold, mapsItems: configuration.anchorsTopVisibleItem)
        guard kind == .diffOffMainActor else { return perform(plan.stages(from: source, to: target)) }
        // The states are handed to the diff, so that they are released off the main actor if
        // the data source is done with them by the time the diff is.
        let generation = request.generation
        let states = Handoff((source, target))
        let tracker = configuration.diffTracker
        tracker?.started()
        isDiffingOffMainActor = true
        Task { [weak self] in
            let stages = await Self.offMainActor(plan, states)
            // Back on the main actor: the diff stops being under way once the data source has
            // the stages (what it starts on the list is the list's pending work), or when
            // there is no data source left to take them.
            defer { tracker?.finished() }
            self?.diffFinished(stages, generation: generation)
        }
    }

    /// How an update to `request`'s state goes: the list reloads for sections without
    /// identities, a reload asked for and a list not in a window; a diff runs off the main
    /// actor from ``DataSourceConfiguration/offMainActorItemThreshold`` items on.
    private func kind(of request: UpdateQueue<[Section]>.Request) -> UpdateKind {
        guard diffing != nil, request.presentation != .reload, list.isInWindow else { return .reload }
        return Self.itemCount(of: sections, request.state, reaches: configuration.offMainActorItemThreshold)
            ? .diffOffMainActor : .diffOnMainActor
    }

    /// How an update goes; see `kind(of:)`.
    private enum UpdateKind {
        case reload, diffOnMainActor, diffOffMainActor
    }

    /// Whether `source` and `target` hold at least `threshold` items together: counted
    /// section by section, stopping as soon as they do.
    private static func itemCount(of source: [Section], _ target: [Section], reaches threshold: Int) -> Bool {
        var count = 0
        for section in [source, target].joined() {
            count += section.items.count
            if count >= threshold { return true }
        }
        return count >= threshold
    }

    @concurrent
    private nonisolated static func offMainActor(_ plan: UpdatePlan, _ states: Handoff<([Section], [Section])>) async -> [Stage]? {
        let (source, target) = states.take()
        return plan.stages(from: source, to: target)
    }

    /// What an update works out before the main actor performs it, off the main actor for
    /// large lists: the diff, and for each of its stages the list's form of the batch update
    /// and, when the data source keeps the top visible item in place, where the stage moves
    /// each item.
    private struct UpdatePlan: Sendable {
        let diff: IdentityDiffing<Section>.Diff
        let reloadThreshold: Int
        let mapsItems: Bool

        /// The prepared stages from `source` to `target`; `nil` when the changes are more than
        /// the reload threshold, so that the list reloads instead.
        func stages(from source: [Section], to target: [Section]) -> [Stage]? {
            let changeset = diff(source, target)
            guard changeset.counts.total <= reloadThreshold else { return nil }
            return Stage.stages(
                of: changeset, sourceCounts: source.map(\.items.count), mapsItems: mapsItems, prepare: List.prepareBatchUpdate)
        }
    }

    private func diffFinished(_ stages: [Stage]?, generation: Int) {
        precondition(queue.runningRequest?.generation == generation, "a diff finished for an update that is not running")
        isDiffingOffMainActor = false
        // The list moved an item during the diff: the stages no longer start from what it shows.
        if listMoves != listMovesAtDiff {
            retire(stages)
            return restartRunningUpdate()
        }
        // The update before still animates its last batch: these stages wait for its end (a
        // reload need not: it ends the animation).
        if isAnimatingLastBatch, let stages, !stages.isEmpty {
            pendingStages = stages[...]
            return
        }
        perform(stages)
    }

    /// Performs `stages`, or reloads when there are none because the changes were too many.
    private func perform(_ stages: [Stage]?) {
        guard let stages else { return reloadRunningUpdate() }
        pendingStages = stages[...]
        performNextStage()
    }

    private func performNextStage() {
        // The list moved an item since the diff: the stages left no longer start from what it shows.
        if listMoves != listMovesAtDiff {
            return restartRunningUpdate()
        }
        guard let stage = pendingStages.first else { return finishRunningUpdate() }
        pendingStages = pendingStages.dropFirst()
        let update = stage.changeset.update
        if update.isSectionContentUpdateOnly {
            commit(stage.changeset.data)
            list.reconfigureSupplementaryViews(ofSections: update.updatedSections)
            return performNextStage()
        }
        // Where the top visible item goes, asked before the batch changes what the list shows.
        let anchor = stage.mapping.flatMap { mapping in
            list.topVisibleItem().flatMap { top in destination(of: top.indexPath, in: mapping).map { (indexPath: $0, offset: top.offset) } }
        }
        let animated = queue.runningRequest?.presentation == .animated
        // The update ends with its last batch performed, not animated: the next update's diff
        // can run during the animation, the next batch still waiting for its end.
        let isLast = pendingStages.isEmpty
        if isLast { isAnimatingLastBatch = true }
        list.performBatchUpdates(stage.batchUpdate, animated: animated, commit: { commit(stage.changeset.data) }) { [weak self] _ in
            if isLast { self?.lastBatchFinishedAnimating() } else { self?.performNextStage() }
        }
        if let anchor {
            list.scrollItem(at: anchor.indexPath, toOffset: anchor.offset)
        }
        if isLast { finishRunningUpdate() }
    }

    /// The last batch of an update finished animating: its completions run, then the next
    /// update's first batch, if its diff is done, or the next update, if it waited.
    private func lastBatchFinishedAnimating() {
        isAnimatingLastBatch = false
        let completions = completionsAfterAnimation
        completionsAfterAnimation = []
        for completion in completions { completion() }
        if queue.runningRequest != nil {
            if !pendingStages.isEmpty { performNextStage() }
        } else {
            startNextUpdate()
        }
    }

    /// Where the stage `mapping` maps puts the item the list shows at `indexPath` (which is the
    /// list's word: it may name an item the data source does not show); `nil` when it is gone.
    private func destination(of indexPath: IndexPath, in mapping: BatchUpdateMapping) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        let path = ItemPath(indexPath)
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
        switch mapping.destination(ofItemAt: path) {
        case .kept(let destination), .updated(let destination): return IndexPath(destination)
        case .removed: return nil
        }
    }

    /// Shows `data`: what the list shows from now on.
    func commit(_ data: [Section]) {
        retire(sections)
        sections = data
    }

    private func reloadRunningUpdate() {
        commit(queue.runningRequest!.state)
        list.reloadData()
        // The diff's memory may keep items of the state shown before, which a reload leaves
        // without a diff: they are let go of off the main actor, as retired states are.
        if let release = diffing?.releaseKeptItems {
            Task.detached(priority: .background) { release() }
        }
        finishRunningUpdate()
    }

    /// Starts the running update again from the sections shown now, which a person changed
    /// under it, or gives it up for a newer state waiting already.
    private func restartRunningUpdate() {
        retireStages()
        if let dropped = queue.restart(queue.runningRequest!) { retire(dropped) }
        startNextUpdate()
    }

    private func finishRunningUpdate() {
        let request = queue.runningRequest!
        retire(request.state)
        retireStages()
        let completions = queue.finish(request)
        // A state is on screen once its animation has finished, and completions run in order.
        if isAnimatingLastBatch {
            completionsAfterAnimation += completions
        } else {
            for completion in completions { completion() }
        }
        startNextUpdate()
    }

    private func retireStages() {
        retire(pendingStages)
        pendingStages = []
    }

    /// Frees `value` off the main actor once nothing on it holds `value` but the data source:
    /// the arrays of a list of a hundred thousand items take the main thread up to a
    /// millisecond to free. What is retired during one main-actor job is handed to a background
    /// task from a job of its own, after this one, when the closures and locals of this one that
    /// may still share it are gone.
    func retire(_ value: some Sendable) {
        retired.append(value)
        guard !isReleaseScheduled else { return }
        isReleaseScheduled = true
        Task { [weak self] in self?.releaseRetired() }
    }

    private func releaseRetired() {
        isReleaseScheduled = false
        let values = Handoff(retired)
        retired = []
        Task.detached(priority: .background) { _ = values.take() }
    }
}
