#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation

extension CollectionViewList {
    /// The cell an item shows: its class and how to configure one, which the list dequeues, or
    /// a cell the provider dequeues itself.
    public struct Cell: ViewChoiceCarrier {
        let choice: ViewChoice

        /// A cell of `cellClass`, configured by `configure` whenever it shows the item.
        public init<CellClass: UICollectionViewCell>(_ cellClass: CellClass.Type, configure: @escaping @MainActor (CellClass) -> Void) {
            choice = .recipe(ViewRecipe(cellClass, configure: configure))
        }

        /// A cell that `dequeue` dequeues from the collection view and configures, as
        /// RxDataSources' `configureCell` does; register its class with the collection view
        /// first. The list cannot know the cell's class before it is dequeued, so an updated
        /// item with such a cell is reloaded (a new cell) rather than reconfigured.
        public init(dequeue: @escaping @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath) -> UICollectionViewCell) {
            choice = .dequeued { view, _, indexPath in dequeue(view as! UICollectionView, indexPath) }
        }
    }

    /// The header, footer or other supplementary view a section shows: its class and how to
    /// configure one, or a view the provider dequeues itself.
    public struct SupplementaryView: ViewChoiceCarrier {
        let choice: ViewChoice

        /// A view of `viewClass`, configured by `configure` whenever it shows the section.
        public init<ViewClass: UICollectionReusableView>(_ viewClass: ViewClass.Type, configure: @escaping @MainActor (ViewClass) -> Void) {
            choice = .recipe(ViewRecipe(viewClass, configure: configure))
        }

        /// A view of the layout's element `kind` that `dequeue` dequeues from the collection
        /// view and configures, as RxDataSources' `configureSupplementaryView` does; register
        /// its class first. A section whose own content changes is reloaded to show it again.
        public init(
            dequeue: @escaping @MainActor (_ collectionView: UICollectionView, _ kind: String, _ indexPath: IndexPath) -> UICollectionReusableView
        ) {
            choice = .dequeued { view, kind, indexPath in dequeue(view as! UICollectionView, kind ?? "", indexPath) }
        }
    }
}
#endif
