import Foundation

/// Stand-in for UIKit's `UINavigationItem`: what a navigation bar shows while the item is on
/// top: its ``title``. Bar button items, the title view, the prompt and the search controller
/// are not there.
@MainActor
open class UINavigationItem: NSObject {
    /// The title the bar shows while the item is on top; setting it updates the bar.
    open var title: String? {
        didSet { navigationBar?.setNeedsLayout() }
    }

    /// The bar whose items include this one: it shows the title.
    weak var navigationBar: UINavigationBar?

    /// Creates an item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item with `title` or none: the item a view controller makes for itself.
    init(standInTitle title: String?) {
        self.title = title
        super.init()
    }

    /// The stand-in decodes no navigation items.
    public required init?(coder: NSCoder) {
        return nil
    }
}
