import ReelDataSourceUIKit

/// A collection view cell class, and how to make one outside a list: the class a list registers
/// and dequeues for an item, and a cell of it for measuring the item (see ``SizingCells``) or
/// for a screen that builds its views without a list.
@MainActor
struct ListCellClass {
    /// The class.
    let type: UICollectionViewCell.Type
    /// Makes a cell of ``type``.
    let make: @MainActor () -> UICollectionViewCell

    /// The class of the cells `make` makes.
    init<Cell: UICollectionViewCell>(_ make: @escaping @MainActor () -> Cell) {
        type = Cell.self
        self.make = make
    }
}
