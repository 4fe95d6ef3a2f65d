import ReelDataSourceUIKit

/// One summary variant: a row and a column of the talk's table, fixed as a type.
///
/// A ``SummaryView`` of a combination builds its lines once, from the combination's types, and
/// offers only that combination's `configure` method, which sets content and nothing else.
@MainActor
package protocol SummaryCombination {
    /// Where the sub-text line goes, if there is one.
    associatedtype Row: SummaryRow
    /// What goes below the text lines.
    associatedtype Column: SummaryColumn

}

extension SummaryCombination {
    /// The most lines the title wraps to: a third line where the row has no sub-text line, so
    /// that every summary keeps about the same height.
    static var numberOfTitleLines: Int { Row.subTextIndex == nil ? 3 : 2 }

    /// The combination's name, for tables and test messages, like `"SubTextSecondCoin"`.
    package static var name: String { String(describing: self) }

    /// The cell type that shows this combination in a list.
    package static var cellType: UICollectionViewCell.Type { SummaryCell<Self>.self }

    /// ``cellType``, and how to make a cell of it outside a list.
    static var cellClass: ListCellClass { ListCellClass { SummaryCell<Self>() } }

    /// The identifier ``UIKit/UICollectionView/registerSummaryCells()`` registers
    /// ``cellType`` under.
    static var reuseIdentifier: String { "SummaryCell.\(name)" }
}
