import Foundation

/// Stand-in for UIKit's `UIScrollView`: a view whose bounds move over larger content.
///
/// As in UIKit, the content offset is the bounds' origin, and moving it asks for a layout pass
/// (where lists bring in the cells that scrolled into view). Setting it is not limited to the
/// content; a list brings it back within its content at its next layout pass.
@MainActor
open class UIScrollView: UIView {
    /// The content point at the top-left of the view.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content.
    open var contentSize = CGSize.zero

    /// Space around the content.
    open var contentInset = UIEdgeInsets.zero

    /// The content inset with what the system adds: the stand-in adds nothing (no safe area).
    @available(iOS 11.0, tvOS 11.0, *)
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Sets the content offset; the stand-in does not animate scrolling.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    override func boundsOriginDidChange() {
        setNeedsLayout()
    }
}
