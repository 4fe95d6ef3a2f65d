import Foundation
import ReelDiff

/// Shows sections in a list and animates every new state into it, one batch update at a time.
///
/// Hand it the sections a screen declares from its state with ``apply(_:animated:completion:)``,
/// as often as the state changes. Updates are serialised and coalesced: a batch update never
/// starts before the previous one finished animating, and a state that arrives meanwhile
/// replaces any state still waiting. An update is always shown to its end, even when a newer
/// state is waiting by then: what it shows is newer than what is on screen, and the next diff
/// starts from it. A burst of states therefore ends at the latest one after a few batch
/// updates, never an overlapping one — the fix for the crash that a one-second throttle only
/// made rarer — and however fast states arrive, the list shows each state, or a newer one,
/// within two updates' time.
///
/// Large diffs run off the main actor. A state applied with `animated: false` is diffed all
/// the same, and its batch updates performed with animations off, as a diffable data source's
/// `apply(_:animatingDifferences: false)` does: cells of kept items stay, and with them
/// selection and scroll position. The list reloads (every cell made again) only when asked to,
/// with ``applyUsingReloadData(_:completion:)``, above
/// ``DataSourceConfiguration/reloadThreshold`` changes, and whenever the list is not in a
/// window.
///
/// Sections without identities (`SectionModel`, or any type that is a
/// `SectionModelType` but not an `AnimatableSectionModelType`) cannot be diffed: a data source
/// of them reloads the list for every state, as RxDataSources' reload data sources do.
///
/// A person's edits (deleting, moving rows) reach the app through ``editing``; the data source
/// never changes what it shows on its own, except to follow a move the list has already shown.
///
/// ## Lifetime
///
/// The data source keeps its list. The UIKit adapters' views keep the data source connected to
/// them for as long as they live, as UIKit's own `dataSource` property, which is weak, does
/// not: a list goes on showing what was applied whether or not the app keeps the data source.
/// So the port of a one-shot binding, `Just(sections).bind(to: dataSource)` with the data
/// source in a local variable, shows its sections after the publisher completes. The adapters
/// refer to their views weakly, so releasing the view releases the adapter and the data source
/// with it. Keep the data source to apply later states to it; it stops following a sequence
/// (``follow(_:animated:)``) or observed state (``applyObserving(animated:_:)``) when it goes.
/// A ``BatchUpdatingList`` of your own holds its data source weakly; whatever keeps the list
/// on screen keeps the data source too, or the list shows nothing once it goes.
///
/// ## The main actor's share
///
/// What the data source does on the main actor for an update grows with the sections and the
/// cells on screen, never with the items or the changes: a list of a million items updates as
/// smoothly as one of ten thousand. Everything that grows with the items or the changes runs
/// with the diff, off the main actor for lists of at least
/// ``DataSourceConfiguration/offMainActorItemThreshold`` items: the diff itself, each stage's
/// batch update in the form the list performs it
/// (``BatchUpdatingList/prepareBatchUpdate(_:sectionCountsBefore:sectionCountsAfter:)``), where
/// each stage moves the top
/// visible item, and freeing the states and changesets it is done with. The main actor hands
/// each stage to the list, and the list performs it: UIKit's lists take time in proportion to
/// a batch's operations there (and so do Reel's adapters for them, which ask the cell provider
/// each updated item's cell class, to reconfigure it in its cell), which is what
/// ``DataSourceConfiguration/reloadThreshold`` bounds. Keep it so: a pass over the items on the
/// main actor is a dropped frame at a million.
@MainActor
public final class SectionedDataSource<Section: SectionModelType & Sendable, List: BatchUpdatingList>
where Section.Item: Sendable {
    /// The item type of the sections.
    public typealias Item = Section.Item

    /// Makes the cell for an item. It receives the list, so it need not capture the owner of
    /// the data source.
    public typealias CellProvider = @MainActor (_ list: List, _ indexPath: IndexPath, _ item: Item) -> List.Cell

    /// Makes one kind of view of a section (its header, its footer), or returns `nil` for a
    /// section without one.
    public typealias SectionViewProvider = @MainActor (_ list: List, _ section: Int, _ model: Section) -> List.SupplementaryView?

    /// Makes a section's view of `kind`, or returns `nil` for a section without one.
    public typealias SupplementaryViewProvider =
        @MainActor (_ list: List, _ kind: SupplementaryKind, _ section: Int, _ model: Section) -> List.SupplementaryView?

    /// Diffs two states; `Sendable`, as large diffs run off the main actor.
    @usableFromInline
    typealias Diff = @Sendable (_ source: [Section], _ target: [Section]) -> StagedChangeset<[Section]>

    /// A stage of an update, prepared for the list with the diff.
    private typealias Stage = PreparedStage<Section, List.PreparedBatchUpdate>

    /// The sections the list shows now: the latest state whose update has been committed.
    public private(set) var sections: [Section] = []

    /// The sections last handed to ``apply(_:animated:completion:)``: the app's state, which a
    /// batch update still animating may not show yet. A person's edits reach the app in its
    /// coordinates.
    private var appliedSections: [Section] = []

    /// How updates are applied.
    public var configuration: DataSourceConfiguration

    /// What a person may do to the items by hand, and how the app hears of it; `nil` (the
    /// default) lets nobody edit. Lists a person can edit (UIKit's table view) ask it; see
    /// ``ItemEditing``.
    public var editing: ItemEditing<Item>?

    /// Whether new states animate: `true` for sections with identities, `false` for sections
    /// without, which always reload.
    public var animates: Bool { diff != nil }

    /// Held strongly: the data source keeps what it drives, and a list holds its data source
    /// weakly in turn. The UIKit adapters' views keep their data source instead (see "Lifetime").
    private let list: List
    private let cellProvider: CellProvider
    private let supplementaryViewProvider: SupplementaryViewProvider?
    /// `nil` for sections without identities: every state reloads the list.
    private let diff: Diff?
    /// `nil` for sections without identities, which are shown as soon as they are applied.
    private let lookup: IdentityLookup<Section>?
    private var queue = UpdateQueue<[Section]>()
    /// The stages of the running update not performed yet.
    private var pendingStages: ArraySlice<Stage> = []
    /// Counts the moves the list made itself; a changeset computed before one is stale.
    private var listMoves = 0
    /// `listMoves` when the running update's diff started from the sections shown.
    private var listMovesAtDiff = 0
    /// Whether the running update's diff runs off the main actor, its stages still to come.
    private var isDiffingOffMainActor = false
    /// Whether the list moved an item while no update was under way, and the app applied no
    /// state since: the sections shown are not the app's, though no update is under way.
    private var showsUnappliedMove = false
    /// States, sections and changesets the data source is done with, to be freed off the main
    /// actor (see `retire(_:)`).
    private var retired: [any Sendable] = []
    private var isReleaseScheduled = false
    /// The task following an async sequence of sections (see `follow(_:animated:)`), cancelled
    /// when the data source goes away.
    var following: Task<Void, any Error>?
    /// Counts the calls of `applyObserving(animated:_:)`: an observation of an earlier call
    /// stops at its next change.
    var observationGeneration = 0
    /// What the latest call of `applyObserving(animated:_:)` declares the sections with, held
    /// here alone: the state it reads holds the observation's change handler, so a handler
    /// holding the declaration would keep that state alive through its own observation.
    var observedSections: (@MainActor () -> [Section])?

    deinit {
        following?.cancel()
    }

    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the headers and footers the providers make. Every state reloads the list:
    /// these sections have no identities to diff.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, headerProvider: SectionViewProvider? = nil, footerProvider: SectionViewProvider? = nil
    ) {
        self.init(
            list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: Self.supplementaryViewProvider(headerProvider: headerProvider, footerProvider: footerProvider))
    }

    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the views of every kind (header, footer, a collection view layout's own
    /// kinds) that `supplementaryViewProvider` makes. Every state reloads the list: these
    /// sections have no identities to diff.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, supplementaryViewProvider: SupplementaryViewProvider?
    ) {
        self.init(
            list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: supplementaryViewProvider, diff: nil, lookup: nil)
    }

    @usableFromInline
    init(
        list: List, configuration: DataSourceConfiguration, cellProvider: @escaping CellProvider,
        supplementaryViewProvider: SupplementaryViewProvider?, diff: Diff?, lookup: IdentityLookup<Section>?
    ) {
        self.list = list
        self.configuration = configuration
        self.cellProvider = cellProvider
        self.supplementaryViewProvider = supplementaryViewProvider
        self.diff = diff
        self.lookup = lookup
        list.connect(self)
    }

    /// One provider of every kind from a header provider and a footer provider: `nil` when
    /// there is neither.
    @usableFromInline
    static func supplementaryViewProvider(
        headerProvider: SectionViewProvider?, footerProvider: SectionViewProvider?
    ) -> SupplementaryViewProvider? {
        guard headerProvider != nil || footerProvider != nil else { return nil }
        return { list, kind, section, model in
            switch kind {
            case .header: headerProvider?(list, section, model)
            case .footer: footerProvider?(list, section, model)
            default: nil
            }
        }
    }

    // MARK: What the list asks, and what the app looks up

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

    /// The section shown at `section`, as ``sections`` holds it: the state on screen, not one
    /// still waiting for an update to finish.
    public subscript(section: Int) -> Section { sections[section] }

    /// The item shown at `indexPath`, as ``sections`` holds it: the state on screen, not one
    /// still waiting for an update to finish. The path must be one the list shows; see
    /// ``item(at:)`` for any path.
    public subscript(indexPath: IndexPath) -> Item {
        let path = ItemPath(indexPath)
        return sections[path.section].items[path.item]
    }

    /// The item shown at `indexPath`, or `nil` when the list shows none there; reads the state
    /// on screen, as `dataSource[indexPath]` does.
    public func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2 else { return nil }
        let path = ItemPath(indexPath)
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else { return nil }
        return sections[path.section].items[path.item]
    }

    /// The cell for the item at `indexPath`, made by the cell provider.
    public func cell(at indexPath: IndexPath, in list: List) -> List.Cell {
        cellProvider(list, indexPath, self[indexPath])
    }

    /// The view of `kind` of `section`, made by the providers; `nil` without one.
    public func supplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, in list: List) -> List.SupplementaryView? {
        supplementaryViewProvider?(list, kind, section, sections[section])
    }

    // MARK: Edits by hand

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
        guard let lookup else { return nil }
        var route: (@MainActor () -> UpdateRoute)?
        if queue.runningRequest != nil || showsUnappliedMove {
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
        guard let diff else { return route }
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

    // MARK: Updating

    /// Shows `newSections`: diffs them against the sections shown and performs the batch
    /// updates, animated when `animated`, with animations off when not (the cells of kept
    /// items stay either way). Sections without identities, and a list not in a window, reload
    /// instead.
    ///
    /// Returns at once. `completion` runs when this state or a later one is on screen and its
    /// animation has finished; a state replaced by a later one before it was shown is never
    /// shown on its own.
    ///
    /// In async code, `dataSource.apply(sections)` names the `async` overload,
    /// ``apply(_:animated:)``, which Swift prefers there, so the compiler asks for `await`. Write
    /// `await dataSource.apply(sections)` to wait until the state is on screen, or
    /// `dataSource.apply(sections, completion: nil)` to hand it over and go on at once, as this
    /// overload does.
    public func apply(_ newSections: [Section], animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        submit(newSections, presentation: animated ? .animated : .withoutAnimation, completion: completion)
    }

    /// Shows `newSections` by reloading the list: every cell shown is made again, and nothing
    /// animates, as a diffable data source's `applySnapshotUsingReloadData(_:)` does. Serialised
    /// with the other updates, like ``apply(_:animated:completion:)``: it waits for an update
    /// under way, and a later state replaces it if it is still waiting.
    public func applyUsingReloadData(_ newSections: [Section], completion: (@MainActor () -> Void)? = nil) {
        submit(newSections, presentation: .reload, completion: completion)
    }

    /// Shows `newSections` by reloading the list and returns when this state or a later one is
    /// on screen; see ``applyUsingReloadData(_:completion:)``. In async code,
    /// `dataSource.applyUsingReloadData(sections)` names this overload; pass `completion: nil`
    /// for the one that returns at once.
    public func applyUsingReloadData(_ newSections: [Section]) async {
        await withCheckedContinuation { continuation in
            applyUsingReloadData(newSections) { continuation.resume() }
        }
    }

    private func submit(_ newSections: [Section], presentation: UpdatePresentation, completion: (@MainActor () -> Void)?) {
        retire(appliedSections)
        appliedSections = newSections
        showsUnappliedMove = false
        if let replaced = queue.submit(newSections, presentation: presentation, completion: completion) { retire(replaced) }
        startNextUpdate()
    }

    /// Shows `newSections` and returns when this state or a later one is on screen and its
    /// animation has finished; see ``apply(_:animated:completion:)``.
    ///
    /// In async code, `dataSource.apply(sections)` names this overload, which Swift prefers
    /// there to the one that returns at once: `await` it to wait, or pass `completion: nil`
    /// (`dataSource.apply(sections, completion: nil)`) to go on without waiting.
    public func apply(_ newSections: [Section], animated: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(newSections, animated: animated) { continuation.resume() }
        }
    }

    // Only the data source's own properties hold the states, changesets and sections it works
    // with for longer than one main-actor job (no closure it leaves behind holds one), so that
    // when it is done with one it can retire it and have its memory freed off the main actor.

    private func startNextUpdate() {
        guard let request = queue.startNext() else { return }
        guard let diff, request.presentation != .reload, list.isInWindow else {
            return reloadRunningUpdate()
        }
        let source = sections
        let target = request.state
        listMovesAtDiff = listMoves
        let plan = UpdatePlan(
            diff: diff, reloadThreshold: configuration.reloadThreshold, mapsItems: configuration.anchorsTopVisibleItem)
        guard Self.itemCount(of: source, target, reaches: configuration.offMainActorItemThreshold) else {
            return perform(plan.stages(from: source, to: target))
        }
        // The states are handed to the diff, so that they are released off the main actor if
        // the data source is done with them by the time the diff is.
        let generation = request.generation
        let states = Handoff((source, target))
        let effects = configuration.effects
        effects?.started()
        isDiffingOffMainActor = true
        Task { [weak self] in
            let stages = await Self.offMainActor(plan, states)
            // Back on the main actor: the diff stops being under way once the data source has
            // the stages (what it starts on the list is the list's pending work), or when
            // there is no data source left to take them.
            defer { effects?.finished() }
            self?.diffFinished(stages, generation: generation)
        }
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
        let diff: Diff
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
        list.performBatchUpdates(stage.batchUpdate, animated: animated, commit: { commit(stage.changeset.data) }) { [weak self] _ in
            self?.performNextStage()
        }
        if let anchor {
            list.scrollItem(at: anchor.indexPath, toOffset: anchor.offset)
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
    private func commit(_ data: [Section]) {
        retire(sections)
        sections = data
    }

    private func reloadRunningUpdate() {
        commit(queue.runningRequest!.state)
        list.reloadData()
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
        for completion in queue.finish(request) { completion() }
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
    private func retire(_ value: some Sendable) {
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

extension SectionedDataSource where Section: AnimatableSectionModelType {
    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the headers and footers the providers make.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, headerProvider: SectionViewProvider? = nil, footerProvider: SectionViewProvider? = nil
    ) {
        self.init(
            list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: Self.supplementaryViewProvider(headerProvider: headerProvider, footerProvider: footerProvider))
    }

    /// Creates a data source for `list` and connects it, so the list asks it for its content;
    /// sections get the views of every kind (header, footer, a collection view layout's own
    /// kinds) that `supplementaryViewProvider` makes.
    @inlinable
    public convenience init(
        list: List, configuration: DataSourceConfiguration = DataSourceConfiguration(),
        cellProvider: @escaping CellProvider, supplementaryViewProvider: SupplementaryViewProvider?
    ) {
        // The diff is made here, in the caller's module, where `Section` is a concrete type:
        // the compiler specialises it there, which makes it several times faster than the
        // generic code this class would otherwise run.
        self.init(
            list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: supplementaryViewProvider, diff: { StagedChangeset(source: $0, target: $1) })
    }

    /// A data source that animates with `diff` and finds the items a person edits in the app's
    /// state by their identities.
    @usableFromInline
    convenience init(
        list: List, configuration: DataSourceConfiguration, cellProvider: @escaping CellProvider,
        supplementaryViewProvider: SupplementaryViewProvider?, diff: @escaping Diff
    ) {
        self.init(
            list: list, configuration: configuration, cellProvider: cellProvider,
            supplementaryViewProvider: supplementaryViewProvider, diff: diff,
            lookup: .byIdentity)
    }

    /// Where the list shows the item with `identity`: the first such item in ``sections``, the
    /// state on screen (not one still waiting for an update to finish); `nil` when none is
    /// shown. Looks through the sections in order, so it takes time in proportion to the items
    /// before it.
    public func indexPath(forIdentity identity: Item.Identity) -> IndexPath? {
        sections.path(ofItemWithIdentity: identity).map(IndexPath.init)
    }
}

extension BatchUpdate {
    /// Whether the batch only changes sections' own content (their headers and footers): the
    /// data source updates those in place instead of reloading the sections and all their cells.
    var isSectionContentUpdateOnly: Bool {
        !updatedSections.isEmpty && changeCount == updatedSections.count
    }
}
