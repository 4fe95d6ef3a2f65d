import Foundation

/// Stand-in for UIKit's `UICollectionViewCell`.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to.
    open var contentView: UIView { subviewOnDemand(&contentViewStorage) }

    /// Whether the cell's item is selected: the collection view sets it whenever it shows the
    /// cell and as it selects or deselects the item. Setting it yourself selects nothing.
    open var isSelected = false

    private var contentViewStorage: UIView?

    override func listSelectionDidChange(_ isSelected: Bool, animated: Bool) {
        self.isSelected = isSelected
    }

    /// Keeps the content view as large as the cell, as UIKit does; subclasses laying out their
    /// content call `super` first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentViewStorage?.frame = bounds
    }
}
