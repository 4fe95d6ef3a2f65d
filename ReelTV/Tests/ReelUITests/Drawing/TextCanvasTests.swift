import ReelUI
import Testing

@Suite struct TextCanvasTests {
    @Test func startsBlankAndTrimsTrailingSpaces() {
        var canvas = TextCanvas(size: Size(width: 5, height: 2))
        #expect(canvas.description == "\n")
        canvas.write("ab", at: Point(x: 1, y: 1))
        #expect(canvas.rows == ["", " ab"])
    }

    @Test func aWideCharacterTakesTwoCells() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.write("日本x", at: .zero)
        #expect(canvas[Point(x: 0, y: 0)] == "日")
        #expect(canvas[Point(x: 1, y: 0)] == nil)
        #expect(canvas[Point(x: 2, y: 0)] == "本")
        #expect(canvas[Point(x: 4, y: 0)] == "x")
        #expect(canvas.description == "日本x")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.write("日本", at: .zero)
        canvas.write("x", at: Point(x: 1, y: 0))
        #expect(canvas.description == " x本")
        canvas.write("y", at: Point(x: 2, y: 0))
        #expect(canvas.description == " xy")
        canvas.write("語", at: Point(x: 3, y: 0))
        canvas.write("映", at: Point(x: 4, y: 0))
        #expect(canvas.description == " xy 映")
    }

    @Test func aWideCharacterCutByTheClipLeavesABlankInItsVisibleHalf() {
        var canvas = TextCanvas(size: Size(width: 6, height: 1))
        canvas.write("------", at: .zero)
        canvas.clipRect = Rect(x: 1, y: 0, width: 4, height: 1)
        canvas.write("日本語", at: .zero)
        #expect(canvas.description == "- 本 -")
    }

    @Test func aWideCharacterAtTheCanvasEdgeIsNotSplit() {
        var canvas = TextCanvas(size: Size(width: 3, height: 1))
        canvas.write("ab日", at: .zero)
        #expect(canvas.description == "ab")
        canvas.write("日日", at: Point(x: -1, y: 0))
        #expect(canvas.description == " 日")
    }

    @Test func writesOnlyInsideTheClipRectangle() {
        var canvas = TextCanvas(size: Size(width: 5, height: 3))
        canvas.clipRect = Rect(x: 1, y: 1, width: 3, height: 5)
        canvas.write("abcde", at: Point(x: 0, y: 0))
        canvas.write("abcde", at: Point(x: 0, y: 1))
        canvas.write("abcde", at: Point(x: 0, y: 2))
        #expect(canvas.rows == ["", " bcd", " bcd"])
    }

    @Test func skipsCharactersThatTakeNoCells() {
        var canvas = TextCanvas(size: Size(width: 4, height: 1))
        canvas.write("a\u{200B}\tb", at: .zero)
        #expect(canvas.description == "ab")
    }

    @Test func fillsARectangle() {
        var canvas = TextCanvas(size: Size(width: 5, height: 3))
        canvas.fill(Rect(x: 1, y: 1, width: 3, height: 5), with: "░")
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: "日")
        #expect(canvas.rows == ["日日", " ░░░", " ░░░"])
    }
}
