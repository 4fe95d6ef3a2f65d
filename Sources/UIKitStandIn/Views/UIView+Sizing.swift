import Foundation

// How big a view would like to be. The stand-in has no Auto Layout: views are placed by frames,
// and what UIKit's constraint engine does with intrinsic content sizes, stack views do here with
// `intrinsicContentSize` and `sizeThatFits(_:)` (see UIStackView).
extension UIView {
    /// What ``intrinsicContentSize`` answers in a dimension the view's content does not decide.
    @available(iOS 6.0, *)
    public static let noIntrinsicMetric: CGFloat = -1

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// Tells the views around this one that its ``intrinsicContentSize`` changed: the view and
    /// its superview lay out again, and a stack view holding it passes the change on to the
    /// views holding the stack, as UIKit's constraint engine would resize them.
    ///
    /// As the constraint engine does, the stand-in tells them once until the next layout: a view
    /// that changes again before its superview measured it or a layout pass reached it tells
    /// nobody, since their layout is still due and their sizes still forgotten.
    @available(iOS 6.0, *)
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        guard !hasReportedIntrinsicSizeChange, let superview else { return }
        hasReportedIntrinsicSizeChange = true
        superview.subviewIntrinsicContentSizeDidChange(self)
    }
}
