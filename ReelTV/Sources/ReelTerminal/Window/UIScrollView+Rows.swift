import Foundation
import ReelDataSourceUIKit

extension UIScrollView {
    /// Scrolls by `rows` points (negative up) the way a person does, with a key or a drag:
    /// however far it is asked to go, the offset stops at the content's top or at its real
    /// end, where the last row of content is the view's last row (insets included).
    ///
    /// The end is found as holding a key down finds it. A list knows the heights of the rows it
    /// has measured and estimates the others, so its content size is an estimate until the rows
    /// near its end come into view; so the scroll view lays out at each offset it reaches (which
    /// measures what came into view) and goes on while that moved the end. The offset moves
    /// toward the target at every step and the content is finite, so this ends.
    package func scroll(byRows rows: Int) {
        let target = contentOffset.y + CGFloat(rows)
        while true {
            layoutIfNeeded()
            let next = restingOffset(nearest: target)
            guard next != contentOffset.y else { return }
            contentOffset.y = next
        }
    }

    /// The vertical offset nearest to `offset` at which the view shows content at every row:
    /// from the top inset's start to where the content's end, with the bottom inset, meets the
    /// view's bottom edge (the top, for content shorter than the view).
    private func restingOffset(nearest offset: CGFloat) -> CGFloat {
        let inset = adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, contentSize.height + inset.bottom - bounds.height)
        return min(max(offset, lowest), highest)
    }
}
