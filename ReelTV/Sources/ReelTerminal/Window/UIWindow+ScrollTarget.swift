import Foundation
import ReelDataSourceUIKit

extension UIWindow {
    /// The scroll view that scrolling keys and the script's `scroll` move: the innermost one
    /// around the focused view, or else the first visible scroll view, depth first (so an
    /// outer one before those inside it).
    package var scrollTarget: UIScrollView? {
        var ancestor = focusedView?.superview
        while let view = ancestor {
            if let scrollView = view as? UIScrollView { return scrollView }
            ancestor = view.superview
        }
        return firstVisibleScrollView(in: self)
    }

    private func firstVisibleScrollView(in view: UIView) -> UIScrollView? {
        guard view === self || view.isDrawn else { return nil }
        if let scrollView = view as? UIScrollView, !scrollView.visibleFrameInWindow.isEmpty { return scrollView }
        for subview in view.subviews {
            if let found = firstVisibleScrollView(in: subview) { return found }
        }
        return nil
    }
}
