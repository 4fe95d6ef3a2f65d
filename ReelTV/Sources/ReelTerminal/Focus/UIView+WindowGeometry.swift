import Foundation
import ReelDataSourceUIKit

extension UIView {
    /// The view's frame in the coordinates of its window (or, outside a window, of its topmost
    /// ancestor), where drawing puts it: each ancestor's bounds origin (a scroll view's content
    /// offset) moves it.
    package var frameInWindow: CGRect {
        var rect = CGRect(origin: .zero, size: bounds.size)
        var view = self
        while let parent = view.superview {
            let shown = parent.bounds.origin
            rect = rect.offsetBy(dx: view.frame.minX - shown.x, dy: view.frame.minY - shown.y)
            view = parent
        }
        return rect
    }

    /// The part of ``frameInWindow`` that is drawn: clipped by every ancestor's frame, as
    /// drawing clips it, and empty when the view or an ancestor is not drawn (hidden, or
    /// transparent) or the view is outside a window.
    package var visibleFrameInWindow: CGRect {
        guard window != nil else { return .zero }
        var visible = frameInWindow
        var view: UIView? = self
        while let current = view {
            if !current.isDrawn { return .zero }
            if let parent = current.superview { visible = visible.intersection(parent.frameInWindow) }
            view = current.superview
        }
        return visible.isNull || visible.isEmpty ? .zero : visible
    }

    /// The first view, depth first from this one (itself included), whose
    /// `accessibilityIdentifier` is `identifier`, hidden or not.
    package func view(withAccessibilityIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }
}
