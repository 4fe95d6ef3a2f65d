#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation

/// What a UIKit list's provider chose for a cell or for a section's header, footer or other
/// supplementary view.
enum ViewChoice {
    /// A class and how to configure a view of it: the list registers, dequeues and configures.
    case recipe(ViewRecipe)
    /// A view the provider dequeues and configures itself, from the list's `UICollectionView`
    /// or `UITableView`, for a supplementary `kind` (`nil` for a cell) at an index path, as
    /// RxDataSources' `configureCell` does. Its class is known only once it is dequeued.
    case dequeued(@MainActor (_ listView: UIView, _ kind: String?, _ indexPath: IndexPath) -> UIView)
    /// A table section's title, which UIKit shows in a header or footer view of its own.
    case title(String)

    /// The class of the view the list will show, when it is known before dequeuing: a recipe's.
    var knownClass: UIView.Type? {
        guard case .recipe(let recipe) = self else { return nil }
        return recipe.viewClass
    }
}

/// A UIKit list's cell or supplementary view choice, which carries a ``ViewChoice``.
protocol ViewChoiceCarrier {
    var choice: ViewChoice { get }
}
#endif
