import Foundation

/// Stand-in for UIKit's `UICollectionViewFlowLayout`, scrolling vertically: each section is
/// its header, its items in rows of as many fixed-size items as fit the width, and its footer.
///
/// A section has a header when ``headerReferenceSize`` has a height, and a footer when
/// ``footerReferenceSize`` has one. Items are placed from the left at the minimum spacing
/// (UIKit spreads a row's leftover width between its items, which the stand-in does not).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The space between rows.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space between the items of a row.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of each section's header; a zero height means no headers.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer; a zero height means no footers.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The space around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    /// Where one section lies.
    private struct Section {
        var top: CGFloat
        var itemsTop: CGFloat
        var itemCount: Int
        var columns: Int
        var footerTop: CGFloat
        var bottom: CGFloat
    }

    private var sections: [Section] = []
    private var width: CGFloat = 0

    open override func prepare() {
        guard let collectionView else {
            sections = []
            return
        }
        width = collectionView.bounds.width
        let usableWidth = width - sectionInset.left - sectionInset.right
        let columns = max(1, Int(((usableWidth + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing)).rounded(.down)))
        var y: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let itemCount = collectionView.numberOfItems(inSection: section)
            let top = y
            let itemsTop = top + headerReferenceSize.height + sectionInset.top
            let rows = (itemCount + columns - 1) / columns
            let itemsHeight = CGFloat(rows) * itemSize.height + CGFloat(max(0, rows - 1)) * minimumLineSpacing
            let footerTop = itemsTop + itemsHeight + sectionInset.bottom
            y = footerTop + footerReferenceSize.height
            return Section(top: top, itemsTop: itemsTop, itemCount: itemCount, columns: columns, footerTop: footerTop, bottom: y)
        }
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: sections.last?.bottom ?? 0)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes: [UICollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.top < rect.maxY && section.bottom > rect.minY {
            let sectionPath = IndexPath(item: 0, section: index)
            if let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: sectionPath),
                header.frame.overlaps(rect)
            {
                attributes.append(header)
            }
            // The rows that can reach into `rect`; every row when rows have no height.
            let rowHeight = itemSize.height + minimumLineSpacing
            var firstItem = 0
            var endItem = section.itemCount
            if rowHeight > 0 {
                let firstRow = max(0, Int(((rect.minY - section.itemsTop) / rowHeight).rounded(.down)))
                let lastRow = max(0, Int(((rect.maxY - section.itemsTop) / rowHeight).rounded(.up)))
                firstItem = min(section.itemCount, firstRow * section.columns)
                endItem = min(section.itemCount, max(firstItem, (lastRow + 1) * section.columns))
            }
            for item in firstItem..<endItem {
                let cell = cellAttributes(IndexPath(item: item, section: index), in: section)
                if cell.frame.overlaps(rect) { attributes.append(cell) }
            }
            if let footer = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: sectionPath),
                footer.frame.overlaps(rect)
            {
                attributes.append(footer)
            }
        }
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].itemCount
        else { return nil }
        return cellAttributes(indexPath, in: sections[indexPath.section])
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let section = sections[indexPath.section]
        let frame: CGRect
        switch elementKind {
        case UICollectionView.elementKindSectionHeader where headerReferenceSize.height > 0:
            frame = CGRect(x: 0, y: section.top, width: width, height: headerReferenceSize.height)
        case UICollectionView.elementKindSectionFooter where footerReferenceSize.height > 0:
            frame = CGRect(x: 0, y: section.footerTop, width: width, height: footerReferenceSize.height)
        default:
            return nil
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func cellAttributes(_ indexPath: IndexPath, in section: Section) -> UICollectionViewLayoutAttributes {
        let row = indexPath.item / section.columns
        let column = indexPath.item % section.columns
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: sectionInset.left + CGFloat(column) * (itemSize.width + minimumInteritemSpacing),
            y: section.itemsTop + CGFloat(row) * (itemSize.height + minimumLineSpacing),
            width: itemSize.width, height: itemSize.height)
        return attributes
    }
}
