import ReelDiff

/// Shows sections in a list and animates every new state into it, one batch update at a time.
///
/// Hand it the sections a screen declares from its state with ``apply(_:animated:completion:)``,
/// as often as the state changes. Updates are serialised and coalesced: a batch update never
/// starts before the previous one finished animating, a state that arrives meanwhile replaces
/// any state still waiting, and a diff that finishes after a newer state arrived is dropped.
/// A burst of states therefore ends at the latest one after a few batch updates, never an
/// overlapping one — the fix for the crash that a one-second throttle only made rarer.
///
/// Large diffs run off the main actor. Above ``DataSourceConfiguration/reloadThreshold`` changes, and
/// whenever the list is not in a window, the list reloads instead of animating.
///
/// Sections without identities (`SectionModel`, or any type that is a
/// `SectionModelType` but not an `AnimatableSectionModelType`) cannot be diffed: a data source
/// of them reloads the list for every state, as RxDataSources' reload data sources do.
///
/// A person's edits (deleting, moving rows) reach the app through ``editing``; the data source
/// never changes what it shows on its own, except to follow a move the list has already shown.
@MainActor
public final class SectionedDataSource<Section: SectionModelType & Sendable, List: BatchUpdatingList>
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

    /// Finds where the item shown at `path` in `before` is in `after`, by its identity.
    @usableFromInline
    typealias Follow = @MainActor (_ before: [Section], _ path: ItemPath, _ after: [Section]) -> ItemPath?

    /// The sections the list shows now: the latest state whose update has been committed.
    public private(set) var sections: [Section] = []

    /// How updates are applied.
    public var configuration: DataSourceConfiguration

    /// What a person may do to the items by hand, and how the app hears of it; `nil` (the
    /// default) lets nobody edit. Lists a person can edit (UIKit's table view) ask it; see
    /// ``ItemEditing``.
    public var editing: ItemEditing<Item>?

    /// Whether new states animate: `true` for sections with identities, `false` for sections
    /// without, which always reload.
    public var animates: Bool { diff != nil }

    /// Held strongly: the owner of a screen keeps its data source, as it would keep a diffable
    /// data source or an RxDataSources one, and the data source keeps what it drives. A list
    /// holds its data source weakly in turn.
    private let list: List
    private let cellProvider: CellProvider
    private let supplementaryViewProvider: SupplementaryViewProvider?
    private let diff: Diff?
    private let follow: Follow?
    private var queue = UpdateQueue<[Section]>()
    /// Counts the moves the list made itself; a changeset computed before one is stale.
    private var listMoves = 0

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
            supplementaryViewProvider: Self.combined(header: headerProvider, footer: footerProvider))
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
            supplementaryViewProvider: supplementaryViewProvider, diff: nil, follow: nil)
    }

    @usableFromInline
    init(
        list: List, configuration: DataSourceConfiguration, cellProvider: @escaping CellProvider,
        supplementaryViewProvider: SupplementaryViewProvider?, diff: Diff?, follow: Follow?
    ) {
        self.list = list
        self.configuration = configuration
        self.cellProvider = cellProvider
        self.supplementaryViewProvider = supplementaryViewProvider
        self.diff = diff
        self.follow = follow
        list.connect(self)
    }

    /// One provider for headers and footers.
    @inlinable
    static func combined(header: SectionViewProvider?, footer: SectionViewProvider?) -> SupplementaryViewProvider? {
        guard header != nil || footer != nil else { return nil }
        return { list, kind, section, model in
            switch kind {
            case .header: header?(list, section, model)
            case .footer: footer?(list, section, model)
            default: nil
            }
        }
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

    // MARK: Edits by hand

    /// Whether a person may edit the item at `path` (delete it, or move it): ``editing`` allows it.
    public func canEditItem(at path: ItemPath) -> Bool {
        guard let editing, editing.delete != nil || editing.move != nil else { return false }
        return editing.canEdit(self[path], path)
    }

    /// Whether a person may move the item at `path`: ``editing`` has a move action and allows it.
    public func canMoveItem(at path: ItemPath) -> Bool {
        guard let editing, editing.move != nil else { return false }
        return editing.canMove(self[path], path)
    }

    /// A person asked to delete the item at `path`: the app hears of it through
    /// ``ItemEditing/delete``, and the row goes when the app applies a state without it.
    public func requestDeletion(at path: ItemPath) {
        editing?.delete?(self[path], path)
    }

    /// The list moved the item at `source` to `destination` itself, as a person dragged it
    /// there: the sections shown follow the list (UIKit has moved the row already, and counts
    /// on its data source to agree), and the app hears of the move through
    /// ``ItemEditing/move``. An update under way starts again from the moved sections.
    ///
    /// Lists call this; the app's next state decides where the item stays: a state that moved
    /// it the same way changes nothing on screen, any other is animated to.
    public func listMovedItem(from source: ItemPath, to destination: ItemPath) {
        var sections = self.sections
        var items = sections[source.section].items
        let item = items.remove(at: source.item)
        sections[source.section] = Section(original: sections[source.section], items: items)
        items = sections[destination.section].items
        items.insert(item, at: destination.item)
        sections[destination.section] = Section(original: sections[destination.section], items: items)
        self.sections = sections
        listMoves += 1
        editing?.move?(item, source, destination)
    }

    // MARK: Updating

    /// Shows `newSections`, animating the change when `animated`, the sections have
    /// identities and the list is in a window.
    ///
    /// Returns at once. `completion` runs when this state or a later one is on screen and its
    /// animation has finished; a state replaced by a later one before it was shown is never
    /// shown on its own.
    public func apply(_ newSections: [Section], animated: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        queue.submit(newSections, animated: animated, completion: completion)
        startNextUpdate()
    }

    /// Shows `newSections` and returns when this state or a later one is on screen and its
    /// animation has finished; see ``apply(_:animated:completion:)``.
    public func apply(_ newSections: [Section], animated: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(newSections, animated: animated) { continuation.resume() }
        }
    }

    private func startNextUpdate() {
        guard let request = queue.startNext() else { return }
        guard let diff, request.animated, list.isInWindow else {
            return reload(to: request)
        }
        let source = sections
        let moves = listMoves
        let itemCount = [source, request.state].joined().reduce(0) { $0 + $1.items.count }
        guard itemCount >= configuration.offMainActorItemThreshold else {
            return perform(diff(source, request.state), for: request, after: moves)
        }
        Task {
            let changeset = await Self.offMainActor(diff, source, request.state)
            // A newer state makes this diff stale: drop it and diff towards the newest instead.
            if queue.hasWaitingState {
                queue.abandon(request)
                startNextUpdate()
            } else {
                perform(changeset, for: request, after: moves)
            }
        }
    }

    @concurrent
    private nonisolated static func offMainActor(_ diff: Diff, _ source: [Section], _ target: [Section]) async -> StagedChangeset<[Section]> {
        diff(source, target)
    }

    private func reload(to request: UpdateQueue<[Section]>.Request) {
        sections = request.state
        list.reloadData()
        finish(request)
    }

    /// Performs `changeset`, computed from the sections shown after `moves` moves by the list.
    private func perform(_ changeset: StagedChangeset<[Section]>, for request: UpdateQueue<[Section]>.Request, after moves: Int) {
        if changeset.counts.total > configuration.reloadThreshold {
            return reload(to: request)
        }
        performStages(changeset.stages[...], for: request, after: moves)
    }

    private func performStages(
        _ stages: ArraySlice<Changeset<[Section]>>, for request: UpdateQueue<[Section]>.Request, after moves: Int
    ) {
        // The list moved an item since the diff: its stages no longer start from what it shows.
        if moves != listMoves {
            queue.restart(request)
            return startNextUpdate()
        }
        guard let stage = stages.first else { return finish(request) }
        // Every stage's data is a consistent state, so a newer state can take over between stages.
        if stages.startIndex > 0, queue.hasWaitingState {
            queue.abandon(request)
            return startNextUpdate()
        }
        let rest = stages.dropFirst()
        if stage.update.isSectionContentUpdateOnly {
            sections = stage.data
            list.reconfigureSupplementaryViews(ofSections: stage.update.updatedSections)
            return performStages(rest, for: request, after: moves)
        }
        let anchor = configuration.anchorsTopVisibleItem ? list.topVisibleItem() : nil
        let before = sections
        list.performBatchUpdates(stage.update, commit: { sections = stage.data }) { [weak self] _ in
            self?.performStages(rest, for: request, after: moves)
        }
        if let anchor, let follow, let path = follow(before, anchor.path, sections) {
            list.scrollItem(at: path, toOffset: anchor.offset)
        }
    }

    private func finish(_ request: UpdateQueue<[Section]>.Request) {
        for completion in queue.finish(request) { completion() }
        startNextUpdate()
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
            supplementaryViewProvider: Self.combined(header: headerProvider, footer: footerProvider))
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
            supplementaryViewProvider: supplementaryViewProvider, diff: { StagedChangeset(source: $0, target: $1) },
            follow: { before, path, after in
                let identity = before[path.section].items[path.item].identity
                for (sectionIndex, section) in after.enumerated() {
                    if let item = section.items.firstIndex(where: { $0.identity == identity }) {
                        return ItemPath(item: item, section: sectionIndex)
                    }
                }
                return nil
            })
    }
}

extension BatchUpdate {
    /// Whether the batch only changes sections' own content (their headers and footers): the
    /// data source updates those in place instead of reloading the sections and all their cells.
    var isSectionContentUpdateOnly: Bool {
        !updatedSections.isEmpty && changeCount == updatedSections.count
    }
}
