import Foundation

/// What a list view gives the ``ListEngine`` behind it: its data source's answers and its
/// layout. `UICollectionView` and `UITableView` are two faces of one engine.
@MainActor
protocol ListEngineHost: UIScrollView {
    /// The counts the data source reports now: the number of items of each section.
    func countsFromDataSource() -> [Int]
    /// Asks the data source (or delegate) for the view of `element`; `nil` when there is none.
    func viewFromDataSource(for element: ListElement) -> UIView?
    /// Checks the view the data source returned for `element` (having dequeued `dequeued`, and
    /// reconfiguring `existing` if any); returns the view to show, raising what UIKit raises.
    func accept(_ view: UIView?, for element: ListElement, dequeued: UIView?, existing: UIView?) -> UIView?
    /// Where the layout puts the elements that overlap `rect`, for the engine's counts. A table
    /// measures there the rows it has not measured (estimated row heights), which can change
    /// the content's size.
    func layoutElements(in rect: CGRect) -> [(element: ListElement, frame: CGRect)]
    /// The size of the content, for the engine's counts.
    func layoutContentSize() -> CGSize
    /// The counts changed: the layout must be worked out again. `mapping` says where a batch
    /// update put the sections and items that survive it; without one the counts are new (read
    /// from the data source, or thrown away), and nothing measured of the old ones holds.
    func countsDidChange(by mapping: UpdateMapping?)
}
