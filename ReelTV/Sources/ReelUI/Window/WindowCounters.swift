/// What happened in one ``Window``'s hierarchy, counted for tests and benchmarks.
///
/// The counts belong to the window, not to the process, so windows built side by side (tests
/// running in parallel, a benchmark's openings one after another) never disturb each other's.
public struct WindowCounters: Hashable, Sendable {
    /// Views created for the window: each view counted once, when it first joins the window's
    /// hierarchy (with its subviews, however deep), wherever it was created. The window itself is
    /// not counted. A view that leaves and comes back, or moves on to another window, is not
    /// counted again: it was created for the window it joined first.
    public var viewsCreated = 0

    /// Creates zero counters.
    public init() {}
}
