import ReelUI
import Testing

@MainActor @Suite struct ScrollViewTests {
    @Test("the offset stays within the content")
    func offsetIsClamped() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scrollView.contentSize = Size(width: 10, height: 50)
        scrollView.contentOffset.y = 100
        #expect(scrollView.contentOffset == Point(x: 0, y: 40))
        scrollView.contentOffset.y = -3
        #expect(scrollView.contentOffset == .zero)
    }

    /// Regression: after a rotation made a scrolled list taller, it showed empty rows below the
    /// content's end until the next scroll.
    @Test("a taller frame pulls the offset back within the content")
    func tallerFrameClampsTheOffset() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scrollView.contentSize = Size(width: 10, height: 50)
        scrollView.contentOffset.y = 40
        scrollView.frame.size.height = 20
        #expect(scrollView.contentOffset == Point(x: 0, y: 30))
        #expect(scrollView.visibleRect.maxY == 50)
    }

    /// UIKit does not clamp an offset set before the content is known; the content size, once
    /// set, does.
    @Test("an offset set before the content size is kept until the content size is set")
    func offsetBeforeContentSizeIsKept() {
        let scrollView = ScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scrollView.contentOffset.y = 100
        scrollView.frame.size.height = 12
        #expect(scrollView.contentOffset == Point(x: 0, y: 100))
        scrollView.contentSize = Size(width: 10, height: 50)
        #expect(scrollView.contentOffset == Point(x: 0, y: 38))
    }
}
