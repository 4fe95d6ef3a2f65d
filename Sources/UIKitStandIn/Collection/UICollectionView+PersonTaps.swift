import Foundation

// What a person taps in a collection view, for which UIKit has no call: the stand-in's own, so
// tests can play a tap and see the collection view and its delegate answer as UIKit's do.
extension UICollectionView {
    /// A person taps the item at `indexPath`, which needs the item's cell shown in a collection
    /// view a person can touch (in a window, nothing hidden) and ``allowsSelection``. Returns
    /// whether the collection view took the tap as a selection or a deselection.
    ///
    /// As in UIKit: where ``allowsMultipleSelection`` holds, tapping a selected item deselects
    /// it if `shouldDeselectItemAt` lets it (then `didDeselectItemAt`); otherwise the tap selects
    /// the item if `shouldSelectItemAt` lets it, deselecting first, where one item may be
    /// selected, the other selected items (each followed by `didDeselectItemAt`, without asking
    /// `shouldDeselectItemAt`), and ends with `didSelectItemAt`. An item already selected is
    /// selected again, and the delegate hears of it again.
    @discardableResult
    public func standInTapItem(at indexPath: IndexPath) -> Bool {
        let delegate = self.delegate
        return engine.tap(
            indexPath, allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection,
            delegate: SelectionDelegateCalls(
                willSelect: { (delegate?.collectionView(self, shouldSelectItemAt: $0) ?? true) ? $0 : nil },
                willDeselect: { (delegate?.collectionView(self, shouldDeselectItemAt: $0) ?? true) ? $0 : nil },
                asksBeforeReplacing: false,
                didSelect: { delegate?.collectionView(self, didSelectItemAt: $0) },
                didDeselect: { delegate?.collectionView(self, didDeselectItemAt: $0) }))
    }
}
