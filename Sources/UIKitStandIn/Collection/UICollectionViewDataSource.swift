import Foundation

/// Stand-in for UIKit's `UICollectionViewDataSource`.
///
/// UIKit's optional requirements (Objective-C `optional`) are requirements with default
/// implementations here: one section, no supplementary views, and no item a person can move.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for the item at `indexPath`, dequeued from `collectionView`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections; one by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The configured supplementary view of `kind` at `indexPath`, dequeued from `collectionView`.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether a person may move the item at `indexPath`; `false` by default.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// A person moved the item at `sourceIndexPath` to `destinationIndexPath` (its path once
    /// moved); the collection view shows the move already, and the data source must move its
    /// data to match before the collection view reads it again.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Without an implementation UIKit has no view to show: a view that was not dequeued, which
    /// the collection view refuses.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView()
    }

    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Only reached when ``collectionView(_:canMoveItemAt:)`` allows a move, which it does
    /// not by default.
    public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
