/// What the detail screens sharing a ``DetailDependencies`` did, counted for measuring.
@MainActor
package final class DetailCounters {
    /// Cells (or, on the eager screen, cell views) configured with an item.
    package internal(set) var cellsConfigured = 0

    /// Creates zero counters.
    package init() {}
}
