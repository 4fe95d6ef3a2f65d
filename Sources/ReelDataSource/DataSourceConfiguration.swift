/// How a ``SectionedDataSource`` applies new states.
public struct DataSourceConfiguration: Sendable {
    /// Above this many changes in one update (items and sections, all stages together), the
    /// list reloads instead of animating: an animation of thousands of rows shows nothing a
    /// person can follow, and costs more than a reload.
    public var reloadThreshold: Int

    /// Diffs of at least this many items (old and new together) run off the main actor; smaller
    /// ones run at once, which is quicker than a hop to another thread and back.
    public var offMainActorItemThreshold: Int

    /// Whether to keep the item at the top of the visible area where it is when items are
    /// inserted or deleted above it.
    public var anchorsTopVisibleItem: Bool

    /// Hears of each diff run off the main actor while it is under way, so that a test or a
    /// script host waiting for a screen to be final waits for the diff too; `nil` (the default)
    /// tells nobody.
    public var diffTracker: (any OffMainActorDiffTracker)?

    /// Creates a configuration.
    public init(
        reloadThreshold: Int = 1_000, offMainActorItemThreshold: Int = 5_000, anchorsTopVisibleItem: Bool = false,
        diffTracker: (any OffMainActorDiffTracker)? = nil
    ) {
        self.reloadThreshold = reloadThreshold
        self.offMainActorItemThreshold = offMainActorItemThreshold
        self.anchorsTopVisibleItem = anchorsTopVisibleItem
        self.diffTracker = diffTracker
    }
}
