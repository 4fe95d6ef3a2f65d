#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation

extension TableViewList {
    /// The cell a row shows: its class and how to configure one, which the list dequeues, or a
    /// cell the provider dequeues itself.
    public struct Cell: ViewChoiceCarrier {
        let choice: ViewChoice

        /// A cell of `cellClass`, configured by `configure` whenever it shows the row.
        public init<CellClass: UITableViewCell>(_ cellClass: CellClass.Type, configure: @escaping @MainActor (CellClass) -> Void) {
            choice = .recipe(ViewRecipe(cellClass, configure: configure))
        }

        /// A cell that `dequeue` dequeues from the table view and configures, as RxDataSources'
        /// `configureCell` does; register its class (or nib) with the table view first. The
        /// list cannot know the cell's class before it is dequeued, so an updated row with such
        /// a cell is reloaded (a new cell) rather than reconfigured.
        public init(dequeue: @escaping @MainActor (_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell) {
            choice = .dequeued { view, _, indexPath in dequeue(view as! UITableView, indexPath) }
        }
    }

    /// The header or footer a section shows: a view's class and how to configure one, or a
    /// title that UIKit shows in a view of its own.
    public struct SupplementaryView: ViewChoiceCarrier {
        let choice: ViewChoice

        /// A view of `viewClass`, configured by `configure` whenever it shows the section.
        public init<ViewClass: UITableViewHeaderFooterView>(_ viewClass: ViewClass.Type, configure: @escaping @MainActor (ViewClass) -> Void) {
            choice = .recipe(ViewRecipe(viewClass, configure: configure))
        }

        private init(title: String) {
            choice = .title(title)
        }

        /// The section's title, which the table shows in a header or footer of its own (UIKit's
        /// `tableView(_:titleForHeaderInSection:)`); the table delegate gets `nil` for it from
        /// ``TableViewList/header(forSection:)``. A changed title is set in place.
        public static func title(_ title: String) -> SupplementaryView {
            SupplementaryView(title: title)
        }
    }
}
#endif
