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
/// within two updates' time. A diff off the main actor does not wait for animations: the next
/// update's diff starts once the last batch update of the one before is performed, and its own
/// first batch update waits for that batch's animation to end, so diffs and animations overlap.
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
///
/// ## Memory
///
/// A data source of sections with identities keeps its diffs' working memory from one diff to
/// the next: the identity match's hash table and arrays, sized to the largest lists it has
/// diffed (about 18 bytes an item, 18 MB at a million). The old items are read in their
/// sections; only lists of more than 64 sections have them gathered into one array first,
/// whose room is kept too. Each diff writes over that memory rather than asking the system for
/// fresh pages: some 4,400 page faults a diff fewer at a million items. A diff with section
/// moves, or with items both moved and updated, shows the edited sections' kept items in a
/// stage of their own; the data source keeps the arrays of the last such stage too, and the
/// next one is written into them once the list no longer shows them (at a million items of
/// 24 bytes in ten sections, some 6,000 page faults fewer). Between diffs it holds no item but
/// those of that stage, all of them items of the state it shows or is moving to (a reload
/// has it let go of them, off the main actor), and its memory goes with the data source.
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

    /// A stage of an update, prepared for the list with the diff.
    typealias Stage = PreparedStage<Section, List.PreparedBatchUpdate>

    /// The sections the list shows now: the latest state whose update has been committed.
    public internal(set) var sections: [Section] = []

    /// The sections last handed to ``apply(_:animated:completion:)``: the app's state, which a
    /// batch update still animating may not show yet. A person's edits reach the app in its
    /// coordinates.
    var appliedSections: [Section] = []

    /// How updates are applied.
    public var configuration: DataSourceConfiguration

    /// What a person may do to the items by hand, and how the app hears of it; `nil` (the
    /// default) lets nobody edit. Lists a person can edit (UIKit's table view) ask it; see
    /// ``ItemEditing``.
    public var editing: ItemEditing<Item>?

    /// Whether new states animate: `true` for sections with identities, `false` for sections
    /// without, which always reload.
    public var animates: Bool { diffing != nil }

    // The state below is internal, not private, only because the data source's concerns
    // (updates, edits, lookups) are extensions in files of their own; nothing else touches it.

    /// Held strongly: the data source keeps what it drives, and a list holds its data source
    /// weakly in turn. The UIKit adapters' views keep their data source instead (see "Lifetime").
    let list: List
    let cellProvider: CellProvider
    let supplementaryViewProvider: SupplementaryViewProvider?
    /// How new states are diffed, and a person's edits found in the app's state; `nil` for
    /// sections without identities: every state reloads the list, and is shown as soon as it
    /// is applied.
    let diffing: IdentityDiffing<Section>?
    var queue = UpdateQueue<[Section]>()
    /// The stages of the running update not performed yet.
    var pendingStages: ArraySlice<Stage> = []
    /// Counts the moves the list made itself; a changeset computed before one is stale.
    var listMoves = 0
    /// `listMoves` when the running update's diff started from the sections shown.
    var listMovesAtDiff = 0
    /// Whether the running update's diff runs off the main actor, its stages still to come.
    var isDiffingOffMainActor = false
    /// Whether the last batch update of the update that finished last still animates: the
    /// next update's diff may run meanwhile, but no batch update starts before its end.
    var isAnimatingLastBatch = false
    /// The completions of updates finished while their last batch still animates, run at its end.
    var completionsAfterAnimation: [@MainActor () -> Void] = []
    /// Whether the list moved an item while no update was under way, and the app applied no
    /// state since: the sections shown are not the app's, though no update is under way.
    var showsUnappliedMove = false
    /// States, sections and changesets the data source is done with, to be freed off the main
    /// actor (see `retire(_:)`).
    var retired: [any Sendable] = []
    var isReleaseScheduled = false
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

    /// Creates a data source for `list` and connects it, so the list asks it for its content:
    /// what every initialiser comes down to. `diffing` is `nil` for sections without identities,
    /// whose every state reloads the list; it comes first, as the one argument in which the
    /// initialisers for sections with identities and those for sections without differ.
    @usableFromInline
    package init(
        diffing: IdentityDiffing<Section>?, list: List, configuration: DataSourceConfiguration,
        cellProvider: @escaping CellProvider, supplementaryViewProvider: SupplementaryViewProvider?
    ) {
        self.list = list
        self.configuration = configuration
        self.cellProvider = cellProvider
        self.supplementaryViewProvider = supplementaryViewProvider
        self.diffing = diffing
        list.connect(self)
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
}
