import ReelDiff

/// Shows sections in a list and animates every new state into it, one batch update at a time.
///
/// Hand it the sections a screen declares from its state with ``apply(_:animated:completion:)``,
/// as often as the state changes. Updates are serialised and coalesced: a batch update never
/// starts before the previous one finished animating, a state that arrives meanwhile replaces
/// any state still waiting, and a diff that finishes after a newer state arrived is dropped —
/// unless the update before it was dropped too, so the list never falls more than two updates
/// behind, however fast states arrive. A burst of states therefore ends at the latest one
/// after a few batch updates, never an overlapping one — the fix for the crash that a
/// one-second throttle only made rarer — and a never-ending stream faster than the diff still
/// shows every other diff.
///
/// Large diffs run off the main actor. Above ``DataSourceConfiguration/reloadThreshold`` changes, and
/// whenever the list is not in a window, the list reloads instead of animating.
@MainActor
public final class SectionedDataSource<Section: AnimatableSectionModelType & Sendable, List: BatchUpdatingList>
where Section.Item: Sendable {
    /// The item type of the sections.
    public typealias Item = Section.Item

    /// Makes the cell for an item. It receives the list, so it need not capture the owner of
    /// the data source.
    public typealias CellProvider = @MainActor (_ list: List, _ path: ItemPath, _ item: Item) -> List.Cell

    /// Makes one kind of view of a section (its header, its footer), or returns `nil` for a
    /// section without one.
    public typealias SectionViewProvider = @MainActor (_ list: List, _ section: Int, _ model: Section) -> List.SupplementaryView?

    /// Makes a section's view of `kind`, or returns `nil` for a section without one.
    public typealias SupplementaryViewProvider =
        @MainActor (_ list: List, _ kind: SupplementaryKind, _ section: Int, _ model: Section) -> List.SupplementaryView?

    /// Diffs two states; `Sendable`, as large diffs run off the main actor.
    @usableFromInline
    typealias Diff = @Sendable (_ source: [Section], _ target: [Section]) -> StagedChangeset<[Section]>

    /// The sections the list shows now: the latest state whose update has been committed.
    public private(set) var sections: [Section] = []

    /// How updates are applied.
    public var configuration: DataSourceConfiguration

    private weak var list: List?
    private let cellProvider: CellProvider
    private let supplementaryViewProvider: SupplementaryViewProvider?
    private let diff: Diff
    private var queue = UpdateQueue<[Section]>()
    /// The stages of the running update not performed yet.
    private var pendingStages: ArraySlice<Changeset<[Section]>> = []
    /// States, sections and changesets the data source is done with, to be freed off the main
    /// actor (see `retire(_:)`).
    private var retired: [any Sendable] = []
    private var isReleaseScheduled = false

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

    @usableFromInline
    init(
        list: List, configuration: DataSourceConfiguration, cellProvider: @escaping CellProvider,
        supplementaryViewProvider: SupplementaryViewProvider?, diff: @escaping Diff
    ) {
        self.list = list
        self.configuration = configuration
        self.cellProvider = cellProvider
        self.supplementaryViewProvider = supplementaryViewProvider
        self.diff = diff
        list.connect(self)
    }

    // MARK: What the list asks

    /// The number of sections shown.
    public var numberOfSections: Int { sections.count }

    /// The number of items shown in `section`.
    public func numberOfItems(inSection section: Int) -> Int { sections[section].items.count }

    /// The item shown at `path`.
    public subscript(path: ItemPath) -> Item { sections[path.section].items[path.item] }

    /// The cell for the item at `path`, made by the cell provider.
    public func cell(at path: ItemPath, in list: List) -> List.Cell {
        cellProvider(list, path, self[path])
    }

    /// The view of `kind` of `section`, made by the providers; `nil` without one.
    public func supplementaryView(ofKind kind: SupplementaryKind, inSection section: Int, in list: List) -> List.SupplementaryView? {
        supplementaryViewProvider?(list, kind, section, sections[section])
    }

    // MARK: Updating

    /// Shows `newSections`, animating the change when `animated` and the list is in a window.
    ///
    /// Returns at once. `completion` runs when this state or a later one is on screen and its
    /// animation has finished; a state replaced by a later one before it was shown is never
    /// shown on its own.
    public func apply(_ newSections: [Section], animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        if let replaced = queue.submit(newSections, animated: animated, completion: completion) { retire(replaced) }
        startNextUpdate()
    }

    /// Shows `newSections` and returns when this state or a later one is on screen and its
    /// animation has finished; see ``apply(_:animated:completion:)``.
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
        guard let list, request.animated, list.isInWindow else {
            return reloadRunningUpdate()
        }
        let source = sections
        let target = request.state
        let itemCount = [source, target].joined().reduce(0) { $0 + $1.items.count }
        guard itemCount >= configuration.offMainActorItemThreshold else {
            return perform(diff(source, target))
        }
        // The states are handed to the diff, so that they are released off the main actor if
        // the data source is done with them by the time the diff is.
        let generation = request.generation
        let states = Handoff((source, target))
        Task { [diff, weak self] in
            let changeset = await Self.offMainActor(diff, states)
            self?.diffFinished(changeset, generation: generation)
        }
    }

    @concurrent
    private nonisolated static func offMainActor(_ diff: Diff, _ states: Handoff<([Section], [Section])>) async -> StagedChangeset<[Section]> {
        let (source, target) = states.take()
        return diff(source, target)
    }

    private func diffFinished(_ changeset: StagedChangeset<[Section]>, generation: Int) {
        precondition(queue.runningRequest?.generation == generation, "a diff finished for an update that is not running")
        // A newer state makes this diff stale: drop it and diff towards the newest instead,
        // unless the update before was dropped too (then this one is shown, or a stream
        // faster than the diff would never show anything new).
        if queue.runningShouldGiveWay {
            retire(changeset)
            giveWayToWaitingState()
        } else {
            perform(changeset)
        }
    }

    private func perform(_ changeset: StagedChangeset<[Section]>) {
        if changeset.counts.total > configuration.reloadThreshold {
            retire(changeset)
            return reloadRunningUpdate()
        }
        pendingStages = changeset.stages[...]
        performNextStage()
    }

    private func performNextStage() {
        guard let stage = pendingStages.first else { return finishRunningUpdate() }
        guard let list else { return reloadRunningUpdate() }
        // Every stage's data is a consistent state, so a newer state can take over between
        // stages, as often as it may drop a diff.
        if pendingStages.startIndex > 0, queue.runningShouldGiveWay {
            return giveWayToWaitingState()
        }
        pendingStages = pendingStages.dropFirst()
        if stage.update.isSectionContentUpdateOnly {
            commit(stage.data)
            list.reconfigureSupplementaryViews(ofSections: stage.update.updatedSections)
            return performNextStage()
        }
        let anchor = configuration.anchorsTopVisibleItem ? topVisibleAnchor(in: list) : nil
        list.performBatchUpdates(stage.update, commit: { commit(stage.data) }) { [weak self] _ in
            self?.performNextStage()
        }
        if let anchor, let path = path(of: anchor.identity) {
            list.scrollItem(at: path, toOffset: anchor.offset)
        }
    }

    /// Shows `data`: what the list shows from now on.
    private func commit(_ data: [Section]) {
        retire(sections)
        sections = data
    }

    private func reloadRunningUpdate() {
        commit(queue.runningRequest!.state)
        list?.reloadData()
        finishRunningUpdate()
    }

    private func giveWayToWaitingState() {
        let request = queue.runningRequest!
        retire(request.state)
        retireStages()
        queue.abandon(request)
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

    // MARK: Scroll anchoring

    private func topVisibleAnchor(in list: List) -> (identity: Item.Identity, offset: Double)? {
        guard let (path, offset) = list.topVisibleItem() else { return nil }
        return (self[path].identity, offset)
    }

    private func path(of identity: Item.Identity) -> ItemPath? {
        for (sectionIndex, section) in sections.enumerated() {
            if let item = section.items.firstIndex(where: { $0.identity == identity }) {
                return ItemPath(item: item, section: sectionIndex)
            }
        }
        return nil
    }
}

extension BatchUpdate {
    /// Whether the batch only changes sections' own content (their headers and footers): the
    /// data source updates those in place instead of reloading the sections and all their cells.
    var isSectionContentUpdateOnly: Bool {
        !updatedSections.isEmpty && changeCount == updatedSections.count
    }
}
