import ReelUI
import Testing

@MainActor @Suite struct TextDumpTests {
    @Test func aSmallDetailScreen() {
        let window = Window.portrait(width: 20, height: 10)
        let synopsis = Label(text: "週末は映画館で新作を見ます", numberOfLines: 0)
        let thumbnail = ImageView(name: "thumb", preferredSize: Size(width: 10, height: 3))
        let content = StackView(arrangedSubviews: [thumbnail, synopsis], spacing: 1, alignment: .center)
        let root = StackView(
            arrangedSubviews: [Label(text: "Reel 🎬 Tonight"), BoxView(title: "作品", contentView: content)],
            frame: window.bounds)
        window.addSubview(root)
        window.loop.runTurn()

        #expect(
            window.textDump() == """
                Reel 🎬 Tonight
                ┌─ 作品 ───────────┐
                │    ░░░░░░░░░░    │
                │    ░░thumb░░░    │
                │    ░░░░░░░░░░    │
                │                  │
                │週末は映画館で新作│
                │を見ます          │
                │                  │
                └──────────────────┘
                """)
    }

    @Test func hiddenViewsAreNotDrawn() {
        let window = Window.portrait(width: 8, height: 2)
        let hidden = Label(text: "hidden")
        let stack = StackView(arrangedSubviews: [hidden, Label(text: "shown")], frame: window.bounds)
        window.addSubview(stack)
        window.loop.runTurn()
        #expect(window.textDump() == "hidden\nshown")

        hidden.isHidden = true
        window.loop.runTurn()
        #expect(window.textDump() == "shown\n")
    }

    @Test func subviewsAreClippedToEveryAncestor() {
        let window = Window.portrait(width: 8, height: 3)
        let inner = View(frame: Rect(x: 2, y: 1, width: 3, height: 1))
        inner.addSubview(Label(text: "clipped", frame: Rect(x: -1, y: 0, width: 7, height: 1)))
        window.addSubview(Label(text: "........", frame: Rect(x: 0, y: 1, width: 8, height: 1)))
        window.addSubview(inner)
        #expect(window.textDump() == "\n..lip...\n")
    }

    @Test func laterSubviewsAreDrawnOverEarlierOnes() {
        let view = View(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        view.addSubview(Label(text: "aaaa", frame: Rect(x: 0, y: 0, width: 4, height: 1)))
        view.addSubview(Label(text: "bb", frame: Rect(x: 1, y: 0, width: 2, height: 1)))
        #expect(view.textDump() == "abba")
    }

    @Test func contentIsClippedInsideABoxBorder() {
        let box = BoxView(frame: Rect(x: 0, y: 0, width: 6, height: 3))
        box.contentView.addSubview(Label(text: "over the edge", frame: Rect(x: 2, y: 0, width: 10, height: 1)))
        box.layoutIfNeeded()
        #expect(box.textDump() == "┌────┐\n│  ov│\n└────┘")
    }

    @Test func aScrollViewShowsTheContentItIsScrolledTo() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 6, height: 2))
        let lines = Label(text: "one\ntwo\nthree\nfour", numberOfLines: 0, frame: Rect(x: 0, y: 0, width: 6, height: 4))
        scroll.addSubview(lines)
        scroll.contentSize = Size(width: 6, height: 4)
        #expect(scroll.textDump() == "one\ntwo")
        scroll.contentOffset = Point(x: 0, y: 2)
        #expect(scroll.textDump() == "three\nfour")
    }

    @Test func aWideCharacterScrolledHalfOutOfViewLeavesABlank() {
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        scroll.addSubview(Label(text: "日本語テキスト", frame: Rect(x: 0, y: 0, width: 14, height: 1)))
        scroll.contentSize = Size(width: 14, height: 1)
        #expect(scroll.textDump() == "日本語")
        scroll.contentOffset = Point(x: 1, y: 0)
        #expect(scroll.textDump() == " 本語")
        scroll.contentOffset = Point(x: 2, y: 0)
        #expect(scroll.textDump() == "本語テ")
    }

    @Test func aDumpDrawsTheViewAtTheTopLeftOfItsOwnFrame() {
        let label = Label(text: "abc", frame: Rect(x: 5, y: 5, width: 4, height: 2))
        #expect(label.textDump() == "abc\n")
    }
}
