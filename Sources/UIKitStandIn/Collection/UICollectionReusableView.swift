import Foundation

/// Stand-in for UIKit's `UICollectionReusableView`: a view a collection view recycles.
@MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before a dequeue hands the view out again.
    open func prepareForReuse() {}

    /// Applies the layout's attributes; the collection view has set the frame already.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    override func prepareForReuseByList() {
        prepareForReuse()
    }
}
