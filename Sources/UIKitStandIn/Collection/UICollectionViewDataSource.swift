import Foundation

/// Stand-in for UIKit's `UICollectionViewDataSource`.
///
/// UIKit's optional requirements (Objective-C `optional`) are requirements with default
/// implementations here: one section, and no supplementary views.
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
}
