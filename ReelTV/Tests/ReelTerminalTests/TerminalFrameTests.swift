import ReelTerminal
import ReelUI
import Testing

@Suite struct TerminalFrameTests {
    private let on = "\u{1B}[7m"
    private let off = "\u{1B}[27m"

    private func canvas(_ text: String, width: Int) -> TextCanvas {
        var canvas = TextCanvas(size: Size(width: width, height: 1))
        canvas.write(text, at: .zero)
        return canvas
    }

    @Test func highlightsTheCellsOfTheRect() {
        let frame = TerminalFrame(canvas: canvas("ab[ ok ]cd", width: 12), highlight: Rect(x: 2, y: 0, width: 6, height: 1))
        #expect(frame.rows == ["ab\(on)[ ok ]\(off)cd"])
    }

    @Test func keepsHighlightedTrailingSpacesAndTrimsTheOthers() {
        let frame = TerminalFrame(canvas: canvas("ab", width: 8), highlight: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(frame.rows == ["a\(on)b  \(off)"])
        #expect(TerminalFrame(canvas: canvas("ab", width: 8)).rows == ["ab"])
    }

    @Test func highlightsAWideCharacterWholeWhenTheRectCutsIt() {
        // 日 takes columns 0–1, 本 2–3, 語 4–5: the rect (1..<4) covers half of 日 and all of 本.
        let frame = TerminalFrame(canvas: canvas("日本語x", width: 8), highlight: Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(frame.rows == ["\(on)日本\(off)語x"])
        let emoji = TerminalFrame(canvas: canvas("a🎬b", width: 6), highlight: Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(emoji.rows == ["a\(on)🎬\(off)b"])
    }

    @Test func highlightsOnlyTheRowsOfTheRect() {
        var canvas = TextCanvas(size: Size(width: 4, height: 3))
        for row in 0..<3 { canvas.write("abcd", at: Point(x: 0, y: row)) }
        let frame = TerminalFrame(canvas: canvas, highlight: Rect(x: 3, y: 1, width: 5, height: 1))
        #expect(frame.rows == ["abcd", "abc\(on)d\(off)", "abcd"])
    }

    @MainActor @Test func drawsAWindowWithItsFocusCutToTheScreen() async {
        let window = Window.counterSized()
        await CounterHost().appear(in: window)
        await window.loop.settle()
        window.moveFocus(forward: false)
        let frame = TerminalFrame(window: window, screenSize: Size(width: 12, height: 3))
        #expect(frame.rows == ["Count: 0", "", "[ + ] \(on)[ Rese\(off)"])
    }
}
