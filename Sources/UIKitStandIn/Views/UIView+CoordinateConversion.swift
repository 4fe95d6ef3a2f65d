import Foundation

// Points and rectangles from one view's coordinates to another's. A view's coordinates are its
// bounds': a point of a view lies at `frame.origin - bounds.origin` plus the point in its
// superview, so a scroll view's content offset counts. The stand-in has no transforms.
extension UIView {
    /// `point`, in this view's coordinates, in `view`'s; `nil` means the window's (or, outside
    /// a window, the coordinates of the view at the top of the hierarchy).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let from = offsetFromTop
        let to = (view ?? topView).offsetFromTop
        return CGPoint(x: point.x + from.x - to.x, y: point.y + from.y - to.y)
    }

    /// `point`, in `view`'s coordinates (`nil`: the window's), in this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        (view ?? topView).convert(point, to: self)
    }

    /// `rect`, in this view's coordinates, in `view`'s (`nil`: the window's).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, in `view`'s coordinates (`nil`: the window's), in this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// The view at the top of the hierarchy: the window, for a view in one.
    private var topView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// Where this view's coordinate origin lies in the top view's superview's coordinates
    /// (the screen's, for a window): views of one hierarchy share the top view's term, and
    /// windows meet on the screen, as in UIKit.
    private var offsetFromTop: CGPoint {
        var offset = CGPoint.zero
        var view: UIView? = self
        while let current = view {
            offset.x += current.frame.origin.x - current.bounds.origin.x
            offset.y += current.frame.origin.y - current.bounds.origin.y
            view = current.superview
        }
        return offset
    }
}
