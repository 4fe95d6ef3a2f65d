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

    /// Regression: `scroll 500` in a script left the detail screen blank. The offset was pulled
    /// back within the content without telling the list, which kept the cells of the old offset.
    @Test("an offset pulled back within the content is reported like any other")
    func clampedOffsetIsReported() {
        let scrollView = OffsetCountingScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scrollView.contentSize = Size(width: 10, height: 50)
        scrollView.contentOffset.y = 500
        #expect(scrollView.contentOffset == Point(x: 0, y: 40))
        #expect(scrollView.reportedOffsets == [Point(x: 0, y: 40)])
        scrollView.contentOffset.y = 600
        #expect(scrollView.reportedOffsets == [Point(x: 0, y: 40)], "pulled back to where it was: no change")
        scrollView.contentOffset.y = -3
        #expect(scrollView.reportedOffsets == [Point(x: 0, y: 40), .zero])
    }

    @Test("scrolling by rows stops at the content's ends, however far it is asked to go")
    func scrollingByRowsStopsAtTheEnds() {
        let scrollView = OffsetCountingScrollView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        scrollView.contentSize = Size(width: 10, height: 50)
        scrollView.scroll(byRows: 3)
        #expect(scrollView.contentOffset == Point(x: 0, y: 3))
        scrollView.scroll(byRows: 500)
        #expect(scrollView.contentOffset == Point(x: 0, y: 40))
        scrollView.scroll(byRows: .max)
        #expect(scrollView.contentOffset == Point(x: 0, y: 40), "no overflow past the end")
        scrollView.scroll(byRows: -1)
        #expect(scrollView.contentOffset == Point(x: 0, y: 39))
        scrollView.scroll(byRows: .min)
        #expect(scrollView.contentOffset == .zero, "no overflow past the top")
        #expect(scrollView.reportedOffsets.map(\.y) == [3, 40, 39, 0])
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

