import Foundation

/// Stand-in for UIKit's `UICollectionViewFlowLayout`, scrolling vertically: each section is
/// its header, its items in lines of as many as fit the width, and its footer.
///
/// Sizes and spacing come from the collection view's delegate where it is a
/// ``UICollectionViewDelegateFlowLayout``, and otherwise from the layout's properties. As in
/// UIKit, a flow delegate is asked the size of every item whenever the layout prepares; without
/// one every item has ``itemSize``, and preparing costs about the sections, not the items: lines
/// and frames follow by arithmetic, and are worked out only for the items asked about. A section
/// has a header when its header reference size has a height, and a footer when its footer
/// reference size has one; both span the collection view's width. Each line is as tall as its
/// tallest item, whose centre line the others share; items are placed from the left at the
/// minimum spacing (UIKit spreads a line's leftover width between its items, which the
/// stand-in does not).
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of items whose size the delegate does not give.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between the items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of each section's header; a zero height means no headers.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer; a zero height means no footers.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The space around each section's items.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }

    private var sections: [FlowLayoutSection] = []
    private var width: CGFloat = 0

    open override func prepare() {
        guard let collectionView else {
            sections = []
            return
        }
        width = collectionView.bounds.width
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        var top: CGFloat = 0
        sections = (0..<collectionView.numberOfSections).map { section in
            let count = collectionView.numberOfItems(inSection: section)
            // UIKit asks a flow delegate the size of every item; without one every item is
            // `itemSize`, and the section is laid out without a pass over its items.
            let itemSizes =
                delegate.map { delegate in
                    FlowLayoutSection.ItemSizes.each(
                        (0..<count).map { item in
                            delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
                        })
                } ?? .uniform(itemSize, count: count)
            let metrics = FlowLayoutSection.Metrics(
                itemSizes: itemSizes,
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                    ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerHeight: (delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize).height,
                footerHeight: (delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize).height)
            let laidOut = FlowLayoutSection(top: top, width: width, metrics: metrics)
            top = laidOut.bottom
            return laidOut
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
            for item in section.items(between: rect.minY, and: rect.maxY) {
                let frame = section.frame(ofItem: item)
                if frame.overlaps(rect) { attributes.append(cellAttributes(IndexPath(item: item, section: index), frame: frame)) }
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
        return cellAttributes(indexPath, frame: sections[indexPath.section].frame(ofItem: indexPath.item))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let section = sections[indexPath.section]
        let frame: CGRect
        switch elementKind {
        case UICollectionView.elementKindSectionHeader where section.headerHeight > 0:
            frame = CGRect(x: 0, y: section.top, width: width, height: section.headerHeight)
        case UICollectionView.elementKindSectionFooter where section.footerHeight > 0:
            frame = CGRect(x: 0, y: section.footerTop, width: width, height: section.footerHeight)
        default:
            return nil
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}
