import Foundation

// The tint colour, which a view inherits from the views holding it.
extension UIView {
    /// The colour the view tints its content with: the first one set on it or on a view holding
    /// it, else ``UIColor/systemBlue``, the system's. Setting `nil` goes back to inheriting.
    /// A change calls ``tintColorDidChange()`` on the view and on the views under it that
    /// inherit it, as in UIKit.
    @available(iOS 7.0, *)
    public var tintColor: UIColor! {
        get { shownTintColor }
        set {
            let previous = shownTintColor
            tintColorStorage = newValue
            if shownTintColor != previous { notifyTintColorChange() }
        }
    }

    /// The tint colour the view shows: its own, else the nearest view's holding it.
    var shownTintColor: UIColor {
        var view: UIView? = self
        while let current = view {
            if let color = current.tintColorStorage { return color }
            view = current.superview
        }
        return .systemBlue
    }

    /// Tells the view and the views under it that inherit its tint colour that it changed, if
    /// it differs from `previous`: after the view moved to another superview.
    func inheritedTintColorMayHaveChanged(from previous: UIColor) {
        if tintColorStorage == nil, shownTintColor != previous { notifyTintColorChange() }
    }

    private func notifyTintColorChange() {
        tintColorDidChange()
        for subview in subviews where subview.tintColorStorage == nil { subview.notifyTintColorChange() }
    }
}
