import ReelUI
import Testing

@MainActor @Suite struct BoxViewTests {
    @Test func laysItsContentOutInsideTheBorder() {
        let box = BoxView(frame: Rect(x: 3, y: 2, width: 10, height: 5))
        box.layoutIfNeeded()
        #expect(box.contentView.frame == Rect(x: 1, y: 1, width: 8, height: 3))
        #expect(box.contentView.superview === box)
    }

    @Test func fitsItsContentPlusTheBorder() {
        let box = BoxView(contentView: Label(text: "Hello world", numberOfLines: 0))
        #expect(box.sizeThatFits(Size(width: 20, height: 10)) == Size(width: 13, height: 3))
        #expect(box.sizeThatFits(Size(width: 9, height: 10)) == Size(width: 7, height: 4))
        #expect(BoxView(contentView: Label()).sizeThatFits(Size(width: 9, height: 9)) == Size(width: 2, height: 2))
    }

    @Test func drawsItsBorderWithTheTitleInTheTopEdge() {
        let box = BoxView(title: "Summary", frame: Rect(x: 0, y: 0, width: 14, height: 4))
        #expect(
            box.textDump() == """
                ┌─ Summary ──┐
                │            │
                │            │
                └────────────┘
                """)
    }

    @Test func shortensATitleTooLongForTheBox() {
        let box = BoxView(title: "Recommended", frame: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(box.textDump() == "┌─ Rec… ─┐\n└────────┘")
        box.title = "作品情報"
        #expect(box.textDump() == "┌─ 作… ──┐\n└────────┘")
    }

    @Test func drawsNothingWithoutRoomForTheBorder() {
        #expect(BoxView(title: "x", frame: Rect(x: 0, y: 0, width: 1, height: 3)).textDump() == "\n\n")
        #expect(BoxView(frame: Rect(x: 0, y: 0, width: 2, height: 2)).textDump() == "┌┐\n└┘")
    }
}
