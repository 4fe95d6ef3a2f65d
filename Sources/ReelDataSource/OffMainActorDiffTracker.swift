/// Hears of each diff a ``SectionedDataSource`` runs off the main actor, from its start until
/// its changeset is in the data source's hands (or the data source is gone): something that
/// waits for a screen to be final, a test or a script host, waits for the diff too.
///
/// Set one as ``DataSourceConfiguration/diffTracker``. A diff run on the main actor is not
/// reported: it is done before `apply` returns. ReelStream's `EffectTracker`, which counts a
/// stream's effects under way, has these two methods already, so it serves with a declaration
/// alone, and a host waiting for its effects waits for the diffs as well:
///
/// ```swift
/// extension EffectTracker: @retroactive OffMainActorDiffTracker {}
///
/// let dataSource = SectionedDataSource<Season, CollectionViewList>(
///     list: CollectionViewList(collectionView), configuration: DataSourceConfiguration(diffTracker: effects),
///     cellProvider: cell)
/// ```
public protocol OffMainActorDiffTracker: Sendable {
    /// A diff started off the main actor; ``finished()`` follows it exactly once.
    func started()

    /// A diff ``started()`` before is over: the data source has its changeset, or is gone.
    func finished()
}
