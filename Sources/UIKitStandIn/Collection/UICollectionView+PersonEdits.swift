import Foundation

// What a person does to a collection view by hand, for which UIKit has no single call: the
// stand-in's own, so tests can play a drag and see the collection view and its data source
// answer as UIKit's do.
extension UICollectionView {
    /// A person drags the item at `source` and drops it at `destination` (its path once
    /// dropped): UIKit's interactive movement from `beginInteractiveMovementForItem(at:)` to
    /// `endInteractiveMovement()`, which starts only if the data source lets the item be
    /// moved. The collection view moves the item itself, then tells its data source, which must
    /// move its data to match before the collection view reads it again; returns whether the
    /// item moved.
    @discardableResult
    public func standInDragItem(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: source) else { return false }
        engine.moveByPerson(from: source, to: destination)
        dataSource.collectionView(self, moveItemAt: source, to: destination)
        if window != nil { layoutIfNeeded() }
        return true
    }
}
