import Foundation

// Placing subviews among the others, and finding views in the hierarchy.
extension UIView {
    /// Inserts `view` at `index` among the subviews (0 is the back), taking it from its previous
    /// superview; an index past the end puts it on top. A view that is already a subview only
    /// moves, without ``willRemoveSubview(_:)`` or ``didAddSubview(_:)``.
    public func insertSubview(_ view: UIView, at index: Int) {
        place(view) { _ in index }
    }

    /// Inserts `view` just above `siblingSubview`; on top if `siblingSubview` is not a subview.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        place(view) { others in others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count }
    }

    /// Inserts `view` just below `siblingSubview`; on top if `siblingSubview` is not a subview.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        place(view) { others in others.firstIndex { $0 === siblingSubview } ?? others.count }
    }

    /// Moves the subview `view` in front of the others; does nothing if it is not a subview.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves the subview `view` behind the others; does nothing if it is not a subview.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at `index1` and `index2`.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    /// Whether the view is `view` or one of the views it holds, at any depth.
    public func isDescendant(of view: UIView) -> Bool {
        var candidate: UIView? = self
        while let current = candidate {
            if current === view { return true }
            candidate = current.superview
        }
        return false
    }

    /// The first view whose ``tag`` is `tag`: this view, else the first found among its
    /// subviews, depth first, back to front.
    public func viewWithTag(_ tag: Int) -> UIView? {
        firstView { $0.tag == tag }
    }

    /// The first view whose ``accessibilityIdentifier`` is `identifier`, searched as
    /// ``viewWithTag(_:)`` searches: how tests and a renderer find a view. Not UIKit API.
    public func standInView(withAccessibilityIdentifier identifier: String) -> UIView? {
        firstView { $0.accessibilityIdentifier == identifier }
    }

    private func firstView(where matches: (UIView) -> Bool) -> UIView? {
        if matches(self) { return self }
        for subview in subviews {
            if let found = subview.firstView(where: matches) { return found }
        }
        return nil
    }

    /// Puts `view` among the subviews at the index `index` picks from the subviews without it.
    private func place(_ view: UIView, index: ([UIView]) -> Int) {
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index(subviews), 0), subviews.count))
            return
        }
        let previousWindow = view.window
        let previousTintColor = view.shownTintColor
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index(subviews), 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
        if view.window !== previousWindow { view.windowDidChange(from: previousWindow) }
        view.inheritedTintColorMayHaveChanged(from: previousTintColor)
        didAddSubview(view)
    }
}
