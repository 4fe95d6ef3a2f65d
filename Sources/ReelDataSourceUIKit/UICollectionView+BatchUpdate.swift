#if canImport(UIKit) || canImport(UIKitStandIn)
import Foundation
import ReelDataSource

extension UICollectionView: BatchOperationList {
    package func reconfigureItemsWhereAvailable(at indexPaths: [IndexPath]) {
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureItems(at: indexPaths)
        }
    }
}
#endif
