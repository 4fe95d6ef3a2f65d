import Foundation

/// Stand-in for UIKit's `UICollectionViewDelegate`: a person's selection.
///
/// UIKit's optional requirements are requirements with default implementations here, which
/// answer what UIKit does when the delegate does not implement them: every tap taken as it
/// comes. UIKit's other optional methods are not declared: a delegate may implement them, and
/// the stand-in never calls them.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether a person's tap may select the item at `indexPath`. Not asked when the app
    /// selects an item.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// A person selected the item at `indexPath`. Not called when the app selects an item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a person's tap on the selected item at `indexPath` may deselect it (where several
    /// items may be selected). Not asked when the app deselects an item, nor for the item a
    /// tap on another deselects where one item may be selected.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A person's tap deselected the item at `indexPath`. Not called when the app deselects an
    /// item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
