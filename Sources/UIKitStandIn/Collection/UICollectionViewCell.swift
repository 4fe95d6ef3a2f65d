import Foundation

/// Stand-in for UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to.
    open var contentView: UIView {
        if let contentViewStorage { return contentViewStorage }
        let contentView = UIView(frame: bounds)
        addSubview(contentView)
        contentViewStorage = contentView
        return contentView
    }

    private var contentViewStorage: UIView?
}
