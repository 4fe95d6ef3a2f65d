/// How the detail screen is built: the detail-screen talk's "before" and "after"
/// (docs/Background.md), selectable so they can be compared in one run.
package enum DetailStrategy: String, Hashable, Sendable, CaseIterable {
    /// A scroll view + stack view with every view created up front (``EagerDetailViewController``).
    case eager
    /// A root stack and one collection view, heavy views created lazily (``LazyDetailViewController``).
    case lazy

    /// A detail screen of `seriesID` built this way, opening in `orientation`.
    @MainActor
    package func makeScreen(
        seriesID: String, orientation: ScreenOrientation, dependencies: DetailDependencies
    ) -> DetailViewController {
        switch self {
        case .eager: EagerDetailViewController(seriesID: seriesID, orientation: orientation, dependencies: dependencies)
        case .lazy: LazyDetailViewController(seriesID: seriesID, orientation: orientation, dependencies: dependencies)
        }
    }
}
