import Foundation
import ReelDataSourceUIKit
import ReelTerminal
import Testing

@Suite struct TerminalFrameTests {
    private let on = "\u{1B}[7m"
    private let off = "\u{1B}[27m"

    private func canvas(_ text: String, width: Int) -> TextCanvas {
        var canvas = TextCanvas(size: CGSize(width: width, height: 1))
        canvas.write(text, at: .zero)
        return canvas
    }

    @Test func highlightsTheCellsOfTheRect() {
        let frame = TerminalFrame(canvas: canvas("ab[ ok ]cd", width: 12), highlight: CGRect(x: 2, y: 0, width: 6, height: 1))
        #expect(frame.rows == ["ab\(on)[ ok ]\(off)cd"])
    }

    @Test func keepsHighlightedTrailingSpacesAndTrimsTheOthers() {
        let frame = TerminalFrame(canvas: canvas("ab", width: 8), highlight: CGRect(x: 1, y: 0, width: 3, height: 1))
        #expect(frame.rows == ["a\(on)b  \(off)"])
        #expect(TerminalFrame(canvas: canvas("ab", width: 8)).rows == ["ab"])
    }

    @Test func highlightsAWideCharacterWholeWhenTheRectCutsIt() {
        // 日 takes columns 0–1, 本 2–3, 語 4–5: the rect (1..<3) covers half of 日 and half of 本.
        let frame = TerminalFrame(canvas: canvas("日本語x", width: 8), highlight: CGRect(x: 1, y: 0, width: 2, height: 1))
        #expect(frame.rows == ["\(on)日本\(off)語x"])
        let emoji = TerminalFrame(canvas: canvas("a🎬b", width: 6), highlight: CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(emoji.rows == ["a\(on)🎬\(off)b"])
    }

    @Test func highlightsOnlyTheRowsOfTheRect() {
        var canvas = TextCanvas(size: CGSize(width: 4, height: 3))
        for row in 0..<3 { canvas.write("abcd", at: CGPoint(x: 0, y: row)) }
        let frame = TerminalFrame(canvas: canvas, highlight: CGRect(x: 3, y: 1, width: 5, height: 1))
        #expect(frame.rows == ["abcd", "abc\(on)d\(off)", "abcd"])
    }

    @Test func aHighlightBetweenCellsCoversTheCellsItsRoundedEdgesBound() {
        let frame = TerminalFrame(canvas: canvas("abcdef", width: 6), highlight: CGRect(x: 1.4, y: 0.2, width: 2.3, height: 0.6))
        #expect(frame.rows == ["a\(on)bcd\(off)ef"])
    }

    @MainActor @Test func drawsAWindowWithItsFocusCutToTheScreen() async {
        let (window, _) = await UIWindow.showingCounter()
        window.moveFocus(forward: false)
        let frame = TerminalFrame(window: window, screenSize: CGSize(width: 10, height: 3))
        #expect(frame.rows == ["Count: 0", "", "+1    \(on)Rese\(off)"])
    }
}
