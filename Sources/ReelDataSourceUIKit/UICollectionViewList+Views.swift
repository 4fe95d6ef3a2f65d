#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation

extension UICollectionViewList {
    /// The cell an item shows: its class, and how to configure one. The cell provider returns
    /// it; the list dequeues the cell.
    public struct Cell: ViewRecipeCarrier {
        let recipe: ViewRecipe

        /// A cell of `cellClass`, configured by `configure` whenever it shows the item.
        public init<CellClass: UICollectionViewCell>(_ cellClass: CellClass.Type, configure: @escaping @MainActor (CellClass) -> Void) {
            recipe = ViewRecipe(cellClass, configure: configure)
        }
    }

    /// The header, footer or other supplementary view a section shows: its class, and how to
    /// configure one.
    public struct SupplementaryView: ViewRecipeCarrier {
        let recipe: ViewRecipe

        /// A view of `viewClass`, configured by `configure` whenever it shows the section.
        public init<ViewClass: UICollectionReusableView>(_ viewClass: ViewClass.Type, configure: @escaping @MainActor (ViewClass) -> Void) {
            recipe = ViewRecipe(viewClass, configure: configure)
        }
    }
}
#endif
