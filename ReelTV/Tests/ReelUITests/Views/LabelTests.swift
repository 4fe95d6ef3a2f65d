import ReelUI
import Testing

@MainActor @Suite struct LabelTests {
    @Test func fitsTheWrappedTextWithinTheProposedWidth() {
        let label = Label(text: "Hello world", numberOfLines: 0)
        #expect(label.sizeThatFits(Size(width: 20, height: 1)) == Size(width: 11, height: 1))
        #expect(label.sizeThatFits(Size(width: 8, height: 1)) == Size(width: 5, height: 2))
    }

    @Test func showsOneLineByDefault() {
        let label = Label(text: "Hello world", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        #expect(label.numberOfLines == 1)
        #expect(label.lines == ["Hello w…"])
        #expect(label.sizeThatFits(Size(width: 8, height: 5)) == Size(width: 8, height: 1))
    }

    @Test func wrapsJapaneseAtItsFrameWidth() {
        let label = Label(text: "週末は映画館で新作を見ます", numberOfLines: 0)
        label.frame = Rect(x: 0, y: 0, width: 18, height: 2)
        #expect(label.lines == ["週末は映画館で新作", "を見ます"])
        #expect(label.sizeThatFits(Size(width: 18, height: 0)) == Size(width: 18, height: 2))
        #expect(label.sizeThatFits(Size(width: 7, height: 0)) == Size(width: 6, height: 5))
    }

    @Test func emptyTextFitsInNoCells() {
        #expect(Label().sizeThatFits(Size(width: 10, height: 10)) == .zero)
        #expect(Label(text: "abc").sizeThatFits(Size(width: 0, height: 10)) == .zero)
    }

    @Test func changingTheTextOrLineCountMarksTheLabelAndItsSuperview() {
        let window = Window.portrait(width: 20, height: 5)
        let container = View(frame: window.bounds)
        let label = Label(text: "Hello")
        window.addSubview(container)
        container.addSubview(label)
        window.loop.runTurn()
        #expect(!label.needsLayout && !container.needsLayout)

        label.text = "Hello"
        #expect(!label.needsLayout && !container.needsLayout)
        label.text = "Goodbye"
        #expect(label.needsLayout && container.needsLayout)

        window.loop.runTurn()
        label.numberOfLines = 1
        #expect(!container.needsLayout)
        label.numberOfLines = 2
        #expect(label.needsLayout && container.needsLayout)
    }

    @Test func aLongerTextGrowsTheLabelInItsStackOnTheNextPass() {
        let window = Window.portrait(width: 10, height: 6)
        let label = Label(text: "short", numberOfLines: 0)
        let footer = Label(text: "footer")
        let stack = StackView(arrangedSubviews: [label, footer], frame: window.bounds)
        window.addSubview(stack)
        window.loop.runTurn()
        #expect(footer.frame.minY == 1)

        label.text = "a much longer text"
        #expect(footer.frame.minY == 1)
        window.loop.runTurn()
        #expect(label.frame == Rect(x: 0, y: 0, width: 10, height: 3))
        #expect(footer.frame.minY == 3)
    }
}
