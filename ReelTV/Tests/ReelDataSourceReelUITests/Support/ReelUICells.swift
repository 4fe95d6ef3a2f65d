import ReelTestSupport
import ReelUI

/// The ReelUI cell of the tests: remembers the item it was configured with.
final class ItemCell: CollectionViewCell, ItemShowing {
    var item: Item?
}

/// A second cell class, for items whose content calls for another look: an item that changes
/// between the two classes must get a new cell, while one that stays gets its own cell back.
final class HighlightedItemCell: CollectionViewCell, ItemShowing {
    var item: Item?
}

/// The ReelUI section header of the tests.
final class HeaderCell: CollectionSectionHeader, SectionShowing {
    var section: SectionHeader?
}

/// The ReelUI section footer of the tests.
final class FooterCell: CollectionSectionFooter, SectionShowing {
    var section: SectionHeader?
}
