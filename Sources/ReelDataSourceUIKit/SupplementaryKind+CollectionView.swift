#if (canImport(UIKit) && !os(watchOS)) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource

extension SupplementaryKind {
    /// The kind of collection view supplementary element `elementKind`: UIKit's header and
    /// footer kinds are ``header`` and ``footer``, any other is a kind of that name.
    init(collectionViewElementKind elementKind: String) {
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: self = .header
        case UICollectionView.elementKindSectionFooter: self = .footer
        default: self.init(rawValue: elementKind)
        }
    }
}
#endif
