import Foundation

/// Where a scroll view brings a rectangle of its content along one axis: the arithmetic behind
/// UIKit's scroll positions, which a table view's and a collection view's share.
enum ScrollAlignment {
    /// The rectangle's start at the start of the visible area: a table's and a collection
    /// view's top, a collection view's left.
    case start
    /// The rectangle's centre at the centre of the visible area.
    case center
    /// The rectangle's end at the end of the visible area: bottom, or right.
    case end
    /// As little movement as shows the whole rectangle, and none when it shows already: like
    /// `start` when it lies before the visible area, like `end` when it lies after it.
    case nearest
}

extension UIScrollView {
    /// The offsets at which the view rests along one axis: from the start of its content to its
    /// end, insets included. A view smaller than its content rests only at the start.
    static func restingOffsets(
        contentLength: CGFloat, viewLength: CGFloat, insetBefore: CGFloat, insetAfter: CGFloat
    ) -> ClosedRange<CGFloat> {
        let lowest = -insetBefore
        return lowest...max(lowest, contentLength + insetAfter - viewLength)
    }

    /// Scrolls at once so that `rect` of the content lies where `vertical` and `horizontal` ask
    /// (an axis without an alignment keeps its offset), never past the ends of the content of
    /// ``contentSize``: UIKit's list views scroll to an element no further than their content.
    func scroll(toShow rect: CGRect, vertical: ScrollAlignment?, horizontal: ScrollAlignment?) {
        let inset = adjustedContentInset
        var offset = contentOffset
        if let vertical {
            offset.y = Self.offset(
                showing: rect.minY...rect.maxY, alignment: vertical, current: offset.y, viewLength: bounds.height,
                contentLength: contentSize.height, insetBefore: inset.top, insetAfter: inset.bottom)
        }
        if let horizontal {
            offset.x = Self.offset(
                showing: rect.minX...rect.maxX, alignment: horizontal, current: offset.x, viewLength: bounds.width,
                contentLength: contentSize.width, insetBefore: inset.left, insetAfter: inset.right)
        }
        contentOffset = offset
    }

    /// The offset along one axis that shows `span` as `alignment` asks, within the content.
    private static func offset(
        showing span: ClosedRange<CGFloat>, alignment: ScrollAlignment, current: CGFloat, viewLength: CGFloat,
        contentLength: CGFloat, insetBefore: CGFloat, insetAfter: CGFloat
    ) -> CGFloat {
        // The visible area runs from `offset + insetBefore` to `offset + viewLength - insetAfter`.
        let visibleLength = viewLength - insetBefore - insetAfter
        let wanted: CGFloat =
            switch alignment {
            case .start: span.lowerBound - insetBefore
            case .center: (span.lowerBound + span.upperBound) / 2 - insetBefore - visibleLength / 2
            case .end: span.upperBound - viewLength + insetAfter
            case .nearest:
                if span.lowerBound < current + insetBefore {
                    span.lowerBound - insetBefore
                } else if span.upperBound > current + viewLength - insetAfter {
                    span.upperBound - viewLength + insetAfter
                } else {
                    current
                }
            }
        let resting = restingOffsets(
            contentLength: contentLength, viewLength: viewLength, insetBefore: insetBefore, insetAfter: insetAfter)
        return min(max(wanted, resting.lowerBound), resting.upperBound)
    }
}
