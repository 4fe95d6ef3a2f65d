/// A view that shows a movable window onto content larger than itself, like `UIScrollView`.
///
/// Subviews are placed in content coordinates; ``contentOffset`` is the content point shown at
/// the view's top-left corner.
@MainActor
open class ScrollView: View {
    /// Whether ``contentSize`` was ever set: until then there is no content to keep the offset
    /// within.
    private var hasContentSize = false

    /// The size of the scrollable content. Setting it the first time (a collection view does in
    /// its first layout pass), and every change, keeps ``contentOffset`` within it.
    public var contentSize: Size = .zero {
        didSet {
            let isFirst = !hasContentSize
            hasContentSize = true
            if isFirst || contentSize != oldValue { contentOffset = clamped(contentOffset) }
        }
    }

    /// The content point at the top-left of the view, kept within the content.
    ///
    /// An offset set before the content size is known (before a collection view's first
    /// layout pass) is kept as set, as UIKit does, so a screen can restore a scroll position
    /// before its list is laid out; the content size, once set, pulls it back within the content.
    public var contentOffset: Point = .zero {
        didSet {
            // Setting the property in its own didSet does not run didSet again, so an offset
            // pulled back within the content is reported here like any other: a list that
            // missed it would keep the cells of the old offset and show nothing at the new one.
            let fixed = clamped(contentOffset)
            if fixed != contentOffset { contentOffset = fixed }
            if contentOffset != oldValue { contentOffsetDidChange() }
        }
    }

    /// A new size keeps the offset within the content: a view grown taller (after a rotation)
    /// would otherwise show empty rows below the content's end.
    override public var frame: Rect {
        didSet { if frame.size != oldValue.size { contentOffset = clamped(contentOffset) } }
    }

    /// The part of the content the view shows, in content coordinates.
    override open var visibleRect: Rect { Rect(origin: contentOffset, size: frame.size) }

    /// The largest offset that still shows content at every row and column.
    public var maximumContentOffset: Point {
        Point(x: max(0, contentSize.width - frame.width), y: max(0, contentSize.height - frame.height))
    }

    /// Scrolls by `rows` (negative up) the way a person does, with a key or a drag: however far
    /// it is asked to go, the offset stops at the content's top or at its real end, where the
    /// last row of content is the view's last row.
    ///
    /// The end is found as holding a key down finds it. A list knows the heights of the rows it
    /// has measured and estimates the others, so its content size is an estimate until the rows
    /// near its end come into view; so the scroll view lays out at each offset it reaches (which
    /// measures what came into view) and goes on while that moved the end. The offset moves
    /// toward the target at every step and the content is finite, so this ends.
    public func scroll(byRows rows: Int) {
        let (sum, overflow) = contentOffset.y.addingReportingOverflow(rows)
        let target = Point(x: contentOffset.x, y: overflow ? (rows > 0 ? .max : .min) : sum)
        while true {
            layoutIfNeeded()
            let next = clamped(target)
            guard next != contentOffset else { return }
            contentOffset = next
        }
    }

    /// Called after ``contentOffset`` changed; subclasses that lay out what is visible mark
    /// themselves here.
    open func contentOffsetDidChange() {}

    /// `offset` within the content, or as it is while the content size is unknown.
    private func clamped(_ offset: Point) -> Point {
        guard hasContentSize else { return offset }
        let limit = maximumContentOffset
        return Point(x: min(max(0, offset.x), limit.x), y: min(max(0, offset.y), limit.y))
    }
}
