import Foundation

/// Stand-in for UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to.
    open var contentView: UIView { subviewOnDemand(&contentViewStorage) }

    private var contentViewStorage: UIView?
}
