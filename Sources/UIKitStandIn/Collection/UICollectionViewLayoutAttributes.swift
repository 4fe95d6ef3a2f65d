import Foundation

/// Stand-in for UIKit's `UICollectionViewLayoutAttributes`: where a layout puts one element.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame = CGRect.zero
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell or a supplementary view.
    open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of a supplementary view; `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// Creates attributes for a cell at the origin.
    public override init() {
        super.init()
    }

    /// Creates attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The list element the attributes place.
    var element: ListElement {
        ListElement(kind: representedElementKind, indexPath: indexPath)
    }
}
