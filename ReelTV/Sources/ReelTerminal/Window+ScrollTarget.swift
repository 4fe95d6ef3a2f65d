import ReelUI

extension Window {
    /// The scroll view that scrolling keys and the script's `scroll` move: the innermost one
    /// around the focused view, or else the first visible scroll view, depth first (so an
    /// outer one before those inside it).
    package var scrollTarget: ScrollView? {
        var ancestor = focusedView?.superview
        while let view = ancestor {
            if let scrollView = view as? ScrollView { return scrollView }
            ancestor = view.superview
        }
        return firstVisibleScrollView(in: self)
    }

    private func firstVisibleScrollView(in view: View) -> ScrollView? {
        guard !view.isHidden else { return nil }
        if let scrollView = view as? ScrollView, !scrollView.visibleFrameInWindow.isEmpty { return scrollView }
        for subview in view.subviews {
            if let found = firstVisibleScrollView(in: subview) { return found }
        }
        return nil
    }
}
