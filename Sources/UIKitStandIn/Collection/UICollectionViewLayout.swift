import Foundation

/// Stand-in for UIKit's `UICollectionViewLayout`: the object that places a collection view's
/// cells and supplementary views. This base class places nothing; subclass it, or use
/// ``UICollectionViewFlowLayout``.
///
/// As in UIKit, the collection view calls ``prepare()`` before it asks for attributes after the
/// layout was invalidated, its counts changed or its width changed.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout lays out.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` is due before the next question.
    var needsPreparation = true

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// The stand-in decodes no layouts.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Works out the layout; the collection view's counts are up to date.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Asks for ``prepare()`` before the next question, and for a layout pass.
    open func invalidateLayout() {
        needsPreparation = true
        collectionView?.setNeedsLayout()
    }

    /// Prepares the layout if that is due.
    func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }
}
