import ReelTestSupport
import ReelUI

/// The cell of the tests: remembers the item it was configured with.
final class ItemCell: CollectionViewCell {
    var item: Item?
}

/// A second cell type, for items whose content calls for another look: an item that changes
/// between the two types must get a new cell, while one that stays gets its own cell back.
final class HighlightedItemCell: CollectionViewCell {
    var item: Item?
}

/// The section header of the tests.
final class HeaderCell: CollectionSectionHeader {
    var header: SectionHeader?
}

extension CollectionViewCell {
    /// The item a test cell shows.
    var shownItem: Item? {
        (self as? ItemCell)?.item ?? (self as? HighlightedItemCell)?.item
    }
}
