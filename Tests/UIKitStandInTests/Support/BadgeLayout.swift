import Foundation
import UIKitStandIn

/// A flow layout that also places a supplementary view of a kind of its own, a badge, in
/// each section's first row, as a custom UIKit layout does.
final class BadgeLayout: UICollectionViewFlowLayout {
    static let badgeKind = "badge"

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let elements = super.layoutAttributesForElements(in: rect) ?? []
        let sections = Set(elements.map(\.indexPath.section))
        let badges = sections.sorted().compactMap {
            layoutAttributesForSupplementaryView(ofKind: Self.badgeKind, at: IndexPath(item: 0, section: $0))
        }
        return elements + badges.filter { $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard elementKind == Self.badgeKind else { return super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        guard let firstItem = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)) else { return nil }
        let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        badge.frame = CGRect(x: firstItem.frame.maxX - 2, y: firstItem.frame.minY, width: 2, height: 1)
        return badge
    }
}
