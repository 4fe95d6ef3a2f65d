import Foundation

// Whether a person can touch a view, and if not, why: what UIKit's hit-testing skips.
extension UIView {
    /// Why a person cannot touch the view, or `nil` if they can: it must be in a window, and
    /// neither it nor a view holding it (the window included) may be hidden, have
    /// ``isUserInteractionEnabled`` off or an ``alpha`` below 0.01, as UIKit's hit-testing
    /// skips such views. Not UIKit API.
    public var standInTouchRefusal: StandInTouchRefusal? {
        guard window != nil else { return .notInWindow }
        var view: UIView? = self
        while let current = view {
            if current.isHidden { return .hidden }
            if !current.isUserInteractionEnabled { return .userInteractionDisabled }
            if current.alpha < 0.01 { return .transparent }
            view = current.superview
        }
        return nil
    }
}
