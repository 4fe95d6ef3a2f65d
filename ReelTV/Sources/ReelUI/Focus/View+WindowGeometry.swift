extension View {
    /// The view's frame in the coordinates of its window (or, outside a window, of its topmost
    /// ancestor), where drawing puts it: each scroll view ancestor's content offset moves it.
    public var frameInWindow: Rect {
        var rect = bounds
        var view = self
        while let parent = view.superview {
            let shown = parent.visibleRect.origin
            rect = rect.offsetBy(dx: view.frame.minX - shown.x, dy: view.frame.minY - shown.y)
            view = parent
        }
        return rect
    }

    /// The part of ``frameInWindow`` that is drawn: clipped by every ancestor's frame, as
    /// drawing clips it, and empty when the view, an ancestor is hidden, or the view is outside
    /// a window.
    public var visibleFrameInWindow: Rect {
        guard window != nil else { return .zero }
        var visible = frameInWindow
        var view: View? = self
        while let current = view {
            if current.isHidden { return .zero }
            if let parent = current.superview { visible = visible.intersection(parent.frameInWindow) }
            view = current.superview
        }
        return visible.isEmpty ? .zero : visible
    }

    /// The first view, depth first from this one (itself included), whose
    /// ``identifier`` is `identifier`, hidden or not.
    public func view(withIdentifier identifier: String) -> View? {
        if self.identifier == identifier { return self }
        for subview in subviews {
            if let found = subview.view(withIdentifier: identifier) { return found }
        }
        return nil
    }
}
