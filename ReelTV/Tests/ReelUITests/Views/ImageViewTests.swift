import ReelUI
import Testing

@MainActor @Suite struct ImageViewTests {
    @Test func fitsItsPreferredSizeScaledDownToTheProposedWidth() {
        let image = ImageView(name: "thumbnail", preferredSize: Size(width: 16, height: 9))
        #expect(image.sizeThatFits(Size(width: 40, height: 2)) == Size(width: 16, height: 9))
        #expect(image.sizeThatFits(Size(width: 8, height: 2)) == Size(width: 8, height: 5))
        #expect(image.sizeThatFits(Size(width: 0, height: 2)) == Size(width: 0, height: 0))
    }

    @Test func fitsItsFrameWithoutAPreferredSize() {
        let image = ImageView(name: "poster", frame: Rect(x: 1, y: 1, width: 6, height: 4))
        #expect(image.sizeThatFits(Size(width: 3, height: 3)) == Size(width: 6, height: 4))
    }

    @Test func changingThePreferredSizeMarksItsSuperview() {
        let window = Window.portrait(width: 20, height: 5)
        let image = ImageView(name: "thumbnail")
        window.addSubview(image)
        window.loop.runTurn()
        image.preferredSize = Size(width: 4, height: 2)
        #expect(image.needsLayout && window.needsLayout)
    }

    @Test func drawsAShadedRectangleWithItsNameInTheMiddle() {
        let image = ImageView(name: "thumbnail", frame: Rect(x: 0, y: 0, width: 15, height: 3))
        #expect(
            image.textDump() == """
                ░░░░░░░░░░░░░░░
                ░░░thumbnail░░░
                ░░░░░░░░░░░░░░░
                """)
        image.frame.size = Size(width: 6, height: 2)
        #expect(image.textDump() == "thumb…\n░░░░░░")
    }
}
