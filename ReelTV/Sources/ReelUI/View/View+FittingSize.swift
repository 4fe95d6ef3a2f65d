extension View {
    /// Marks the view and its superview as needing layout: call it when what
    /// ``sizeThatFits(_:)`` returns has changed, since the superview sized the view from it.
    ///
    /// Only the direct superview is marked, and it lays out again within its current frame: a
    /// change never ripples up the whole hierarchy, which is what made stack-heavy screens slow.
    public func invalidateFittingSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
