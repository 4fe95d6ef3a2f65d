extension Window {
    /// The views that can take taps now, in reading order: top to bottom, then left to right,
    /// by their frames in the window (views at the same place keep their hierarchy order).
    ///
    /// A view counts when it is ``Tappable``, enabled, and at least partly drawn: neither it nor
    /// an ancestor is hidden, and it is not clipped away by an ancestor (a scroll view that
    /// scrolled it out of sight).
    public var tappableViews: [any Tappable] {
        var found: [(view: any Tappable, frame: Rect)] = []
        collectTappableViews(in: self, into: &found)
        // Sorting with the hierarchy position as the last key keeps equal frames in tree order
        // whatever the sort's stability.
        return found.enumerated()
            .sorted { lhs, rhs in
                let (left, right) = (lhs.element.frame.origin, rhs.element.frame.origin)
                return (left.y, left.x, lhs.offset) < (right.y, right.x, rhs.offset)
            }
            .map(\.element.view)
    }

    /// The tappable view that has the focus, or `nil` when none has it or the one that had it
    /// is no longer tappable (hidden, disabled, scrolled away, removed).
    public var focusedView: (any Tappable)? {
        guard let candidate = focusedDescendant as? any Tappable else { return nil }
        return tappableViews.contains { $0 === candidate } ? candidate : nil
    }

    /// Moves the focus to the next tappable view in reading order (`forward`) or the previous
    /// one, wrapping around at the ends. Without a focused view it goes to the first (forward)
    /// or the last tappable view; without tappable views nothing has the focus.
    public func moveFocus(forward: Bool) {
        let views = tappableViews
        guard !views.isEmpty else {
            focusedDescendant = nil
            return
        }
        let next: Int
        if let focused = focusedView, let index = views.firstIndex(where: { $0 === focused }) {
            next = (index + (forward ? 1 : views.count - 1)) % views.count
        } else {
            next = forward ? 0 : views.count - 1
        }
        focusedDescendant = views[next]
    }

    /// Gives the focus to `view`, or takes it away with `nil`. A view that is not among
    /// ``tappableViews`` cannot have the focus: the call then leaves the focus unchanged and
    /// returns `false`.
    @discardableResult
    public func focus(_ view: (any Tappable)?) -> Bool {
        guard let view else {
            focusedDescendant = nil
            return true
        }
        guard tappableViews.contains(where: { $0 === view }) else { return false }
        focusedDescendant = view
        return true
    }

    /// Taps the focused view; returns whether there was one.
    @discardableResult
    public func tapFocused() -> Bool {
        guard let focused = focusedView else { return false }
        focused.tap()
        return true
    }

    /// Taps the view whose ``View/identifier`` is `identifier`.
    ///
    /// - Throws: ``TapError`` naming the identifier when no view has it, or the view is not
    ///   tappable, disabled or not visible, with the identifiers that could be tapped.
    public func tap(identifier: String) throws(TapError) {
        func failure(_ reason: TapError.Reason) -> TapError {
            TapError(
                identifier: identifier, reason: reason,
                tappableIdentifiers: tappableViews.compactMap(\.identifier))
        }
        guard let view = view(withIdentifier: identifier) else { throw failure(.notFound) }
        guard let tappable = view as? any Tappable else {
            throw failure(.notTappable(String(describing: type(of: view))))
        }
        guard tappable.isEnabled else { throw failure(.disabled) }
        guard !tappable.visibleFrameInWindow.isEmpty else { throw failure(.notVisible) }
        tappable.tap()
    }

    private func collectTappableViews(in view: View, into found: inout [(view: any Tappable, frame: Rect)]) {
        guard !view.isHidden else { return }
        if let tappable = view as? any Tappable, tappable.isEnabled, !tappable.visibleFrameInWindow.isEmpty {
            found.append((tappable, tappable.frameInWindow))
        }
        for subview in view.subviews { collectTappableViews(in: subview, into: &found) }
    }
}
