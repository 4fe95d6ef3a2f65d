import ReelDataSourceUIKit

/// One cell of each class, kept outside any list, configured with an item to measure it: how a
/// list of cells laid out by hand answers its layout's size questions, before any cell of the
/// list shows the item.
@MainActor
final class SizingCells {
    private var cells: [ObjectIdentifier: UIView] = [:]

    /// Makes an empty set.
    init() {}

    /// The height of a cell of `cellClass` configured by `configure`, at `width`; the cell is
    /// made with `make` the first time.
    func height<Cell: UIView>(
        of cellClass: AnyClass, width: CGFloat, make: () -> Cell, configure: (Cell) -> Void
    ) -> CGFloat {
        let key = ObjectIdentifier(cellClass)
        let cell: Cell
        if let kept = cells[key] as? Cell {
            cell = kept
        } else {
            cell = make()
            cells[key] = cell
        }
        configure(cell)
        return cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
