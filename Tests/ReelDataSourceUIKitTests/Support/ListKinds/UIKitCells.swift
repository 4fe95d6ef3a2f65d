#if UIKIT_LISTS
import ReelTestSupport
import ReelDataSourceUIKit

/// The UICollectionView cell of the tests: the item it shows, and how often it was configured.
final class CollectionItemCell: UICollectionViewCell, ItemShowing {
    private(set) var item: Item?
    private(set) var configureCount = 0

    func show(_ item: Item) {
        self.item = item
        configureCount += 1
    }
}

/// The UICollectionView cell of highlighted items.
final class CollectionHighlightedItemCell: UICollectionViewCell, ItemShowing {
    private(set) var item: Item?
    private(set) var configureCount = 0

    func show(_ item: Item) {
        self.item = item
        configureCount += 1
    }
}

/// The UICollectionView header and footer of the tests.
final class CollectionSectionView: UICollectionReusableView, SectionShowing {
    private(set) var section: SectionHeader?
    private(set) var configureCount = 0

    func show(_ section: SectionHeader) {
        self.section = section
        configureCount += 1
    }
}

/// The UITableView cell of the tests.
final class TableItemCell: UITableViewCell, ItemShowing {
    private(set) var item: Item?
    private(set) var configureCount = 0

    func show(_ item: Item) {
        self.item = item
        configureCount += 1
    }
}

/// The UITableView cell of highlighted items.
final class TableHighlightedItemCell: UITableViewCell, ItemShowing {
    private(set) var item: Item?
    private(set) var configureCount = 0

    func show(_ item: Item) {
        self.item = item
        configureCount += 1
    }
}

/// The UITableView header and footer of the tests.
final class TableSectionView: UITableViewHeaderFooterView, SectionShowing {
    private(set) var section: SectionHeader?
    private(set) var configureCount = 0

    func show(_ section: SectionHeader) {
        self.section = section
        configureCount += 1
    }
}
#endif
