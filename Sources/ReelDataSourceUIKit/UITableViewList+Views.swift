#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation

extension UITableViewList {
    /// The cell a row shows: its class, and how to configure one. The cell provider returns
    /// it; the list dequeues the cell.
    public struct Cell: ViewRecipeCarrier {
        let recipe: ViewRecipe

        /// A cell of `cellClass`, configured by `configure` whenever it shows the row.
        public init<CellClass: UITableViewCell>(_ cellClass: CellClass.Type, configure: @escaping @MainActor (CellClass) -> Void) {
            recipe = ViewRecipe(cellClass, configure: configure)
        }
    }

    /// The header or footer view a section shows: its class, and how to configure one.
    public struct SupplementaryView: ViewRecipeCarrier {
        let recipe: ViewRecipe

        /// A view of `viewClass`, configured by `configure` whenever it shows the section.
        public init<ViewClass: UITableViewHeaderFooterView>(_ viewClass: ViewClass.Type, configure: @escaping @MainActor (ViewClass) -> Void) {
            recipe = ViewRecipe(viewClass, configure: configure)
        }
    }
}
#endif
