import ReelTerminal
import Foundation
import Testing

@Suite struct TerminalRendererTests {
    private let enter = "\u{1B}[?1049h\u{1B}[?25l"
    private let clear = "\u{1B}[2J"
    private let leave = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    private func frame(_ rows: [String], width: Int = 8) -> TerminalFrame {
        var canvas = TextCanvas(size: CGSize(width: width, height: rows.count))
        for (row, text) in rows.enumerated() { canvas.write(text, at: CGPoint(x: 0, y: row)) }
        return TerminalFrame(canvas: canvas)
    }

    @Test func firstFrameEntersTheAlternateScreenAndWritesItsNonEmptyRows() {
        var renderer = TerminalRenderer()
        var output = ""
        renderer.draw(frame(["one", "", "three"]), to: &output)
        #expect(output == enter + clear + "\u{1B}[1;1Hone\u{1B}[K" + "\u{1B}[3;1Hthree\u{1B}[K")
        #expect(renderer.isActive)
    }

    @Test func laterFramesRewriteOnlyChangedRows() {
        var renderer = TerminalRenderer()
        var output = ""
        renderer.draw(frame(["one", "two", "three"]), to: &output)
        output = ""
        renderer.draw(frame(["one", "2", "three"]), to: &output)
        #expect(output == "\u{1B}[2;1H2\u{1B}[K")
        output = ""
        renderer.draw(frame(["one", "2", "three"]), to: &output)
        #expect(output == "", "an unchanged frame writes nothing")
    }

    @Test func aNewSizeClearsAndRedraws() {
        var renderer = TerminalRenderer()
        var output = ""
        renderer.draw(frame(["one", "two"]), to: &output)
        output = ""
        renderer.draw(frame(["one", "two"], width: 10), to: &output)
        #expect(output == clear + "\u{1B}[1;1Hone\u{1B}[K" + "\u{1B}[2;1Htwo\u{1B}[K")
    }

    @Test func leaveRestoresTheTerminalOnce() {
        var renderer = TerminalRenderer()
        var output = ""
        renderer.leave(to: &output)
        #expect(output == "", "nothing to restore before the first frame")
        renderer.draw(frame(["x"]), to: &output)
        output = ""
        renderer.leave(to: &output)
        renderer.leave(to: &output)
        #expect(output == leave)
        #expect(!renderer.isActive)
    }
}
