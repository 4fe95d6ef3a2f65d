import Foundation
import ReelDataSourceUIKit

// The terminal's focus: the one view the Enter key taps, moved with Tab and Shift-Tab. UIKit
// has no such focus on a phone (a finger taps anywhere); the window keeps it as an associated
// object, as an app would keep its own state on a UIKit view.
extension UIWindow {
    /// The views that can take taps now (see `UIView.tapRefusal`), in reading order: top to
    /// bottom, then left to right, by their frames in the window (views at the same place keep
    /// their hierarchy order).
    package var tappableViews: [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
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
    package var focusedView: UIView? {
        guard let candidate = focusBox.view, candidate.window === self, candidate.tapRefusal == nil else { return nil }
        return candidate
    }

    /// Moves the focus to the next tappable view in reading order (`forward`) or the previous
    /// one, wrapping around at the ends. Without a focused view it goes to the first (forward)
    /// or the last tappable view; without tappable views nothing has the focus.
    package func moveFocus(forward: Bool) {
        let views = tappableViews
        guard !views.isEmpty else {
            focusBox.view = nil
            return
        }
        let next: Int
        if let focused = focusedView, let index = views.firstIndex(where: { $0 === focused }) {
            next = (index + (forward ? 1 : views.count - 1)) % views.count
        } else {
            next = forward ? 0 : views.count - 1
        }
        focusBox.view = views[next]
    }

    /// Gives the focus to `view`, or takes it away with `nil`. A view that cannot be tapped
    /// now, or is in another window, cannot have the focus: the call then leaves the focus
    /// unchanged and returns `false`.
    @discardableResult
    package func focus(_ view: UIView?) -> Bool {
        guard let view else {
            focusBox.view = nil
            return true
        }
        guard view.window === self, view.tapRefusal == nil else { return false }
        focusBox.view = view
        return true
    }

    /// Taps the focused view; returns whether there was one.
    @discardableResult
    package func tapFocused() -> Bool {
        guard let focused = focusedView else { return false }
        focused.tapAsPerson()
        return true
    }

    /// Taps the view whose `accessibilityIdentifier` is `identifier`, as a finger does.
    ///
    /// - Throws: ``TapError`` naming the identifier when no view has it, or the view cannot be
    ///   tapped (not a control or a cell, disabled, taking no touches, not visible), with the
    ///   identifiers that could be tapped.
    package func tap(identifier: String) throws(TapError) {
        guard let view = view(withAccessibilityIdentifier: identifier) else { throw failure(.notFound, tapping: identifier) }
        if let refusal = view.tapRefusal { throw failure(refusal, tapping: identifier) }
        view.tapAsPerson()
    }

    private func failure(_ reason: TapError.Reason, tapping identifier: String) -> TapError {
        TapError(identifier: identifier, reason: reason, tappableIdentifiers: tappableViews.compactMap(\.accessibilityIdentifier))
    }

    private func collectTappableViews(in view: UIView, into found: inout [(view: UIView, frame: CGRect)]) {
        guard view === self || view.isDrawn else { return }
        if view.tapRefusal == nil { found.append((view, view.frameInWindow)) }
        for subview in view.subviews { collectTappableViews(in: subview, into: &found) }
    }

    /// Where the window keeps its focus: a weak reference, so a view that leaves is not kept.
    private var focusBox: FocusBox {
        if let box = standInAssociatedObjects[FocusBox.key] as? FocusBox { return box }
        let box = FocusBox()
        standInAssociatedObjects[FocusBox.key] = box
        return box
    }
}

/// The focused view of a window, held weakly.
@MainActor
private final class FocusBox {
    static let key = "ReelTerminal.focusedView"
    weak var view: UIView?
}
