import Foundation

/// What a ``CollectionView`` asks for its content, like `UICollectionViewDataSource`.
///
/// ReelDataSourceReelUI makes ReelDataSource's `SectionedDataSource` conform; tests can conform
/// with anything.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell for the item at `indexPath`, from
    /// ``CollectionView/dequeueReusableCell(_:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The configured header of `section`, from ``CollectionView/dequeueReusableHeader(_:for:)``,
    /// or `nil` for none. Asked only when the layout shows headers.
    func collectionView(_ collectionView: CollectionView, headerForSection section: Int) -> CollectionSupplementaryView?
    /// The configured footer of `section`, from ``CollectionView/dequeueReusableFooter(_:for:)``,
    /// or `nil` for none. Asked only when the layout shows footers; by default `nil`.
    func collectionView(_ collectionView: CollectionView, footerForSection section: Int) -> CollectionSupplementaryView?
}

extension CollectionViewDataSource {
    public func collectionView(_ collectionView: CollectionView, footerForSection section: Int) -> CollectionSupplementaryView? {
        nil
    }
}
