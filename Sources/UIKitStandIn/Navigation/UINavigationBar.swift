import Foundation

/// Stand-in for UIKit's `UINavigationBar`: a bar that shows the title of the top item of a
/// stack of ``UINavigationItem``s.
///
/// Stand-in geometry: the bar is one text line tall, ``standInHeight`` (1 point, as the
/// stand-in measures text on a fixed-pitch grid where a line is 1 point tall); a
/// ``UINavigationController`` places it at the top of its view, full width. The bar shows the
/// top item's title in a label that fills it. Back buttons, bar button items, appearance and
/// large titles are not there; `animated` changes take effect at once (the bar has no
/// animation the stand-in can show).
@MainActor
open class UINavigationBar: UIView {
    /// The height of a bar: one text line. Not UIKit API.
    public static let standInHeight: CGFloat = 1

    /// The items, bottom first; the last is the ``topItem``. Setting them replaces the stack.
    ///
    /// As in UIKit, a bar managed by a ``UINavigationController`` takes its items from the
    /// controller's stack: changing them directly raises `NSInternalInconsistencyException`.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top, whose title the bar shows.
    open var topItem: UINavigationItem? { itemStack.last }

    /// The item below the top one.
    open var backItem: UINavigationItem? { itemStack.dropLast().last }

    /// Whether a navigation controller manages the bar.
    var isManagedByController = false

    private var itemStack: [UINavigationItem] = []
    private let titleLabel = UILabel(frame: .zero)

    /// Creates a bar with no items.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    /// The stand-in decodes no bars.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Replaces the items; `animated` has no effect the stand-in can show.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard permitsDirectChange("setItems:animated:") else { return }
        replaceItems(with: items ?? [])
    }

    /// Pushes `item` on top of the items.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard permitsDirectChange("pushNavigationItem:animated:") else { return }
        replaceItems(with: itemStack + [item])
    }

    /// Pops the top item and returns it, or returns `nil` when there are no items.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard permitsDirectChange("popNavigationItemAnimated:"), let top = topItem else { return nil }
        replaceItems(with: itemStack.dropLast())
        return top
    }

    /// Shows the top item's title.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds
        titleLabel.text = topItem?.title
    }

    /// Replaces the items, whether a controller or the bar's owner asks.
    func replaceItems(with items: [UINavigationItem]) {
        for item in itemStack where item.navigationBar === self { item.navigationBar = nil }
        itemStack = items
        for item in items { item.navigationBar = self }
        setNeedsLayout()
    }

    private func permitsDirectChange(_ selector: String) -> Bool {
        guard isManagedByController else { return true }
        UIKitException.raise(
            "Cannot call \(selector) directly on a UINavigationBar managed by a controller.", from: self)
        return false
    }
}
