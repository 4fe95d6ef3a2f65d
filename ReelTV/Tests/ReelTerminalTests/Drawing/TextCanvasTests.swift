import Foundation
import ReelTerminal
import Testing

@Suite struct TextCanvasTests {
    @Test func startsBlankAndTrimsTrailingSpaces() {
        var canvas = TextCanvas(size: CGSize(width: 5, height: 2))
        #expect(canvas.description == "\n")
        canvas.write("ab", at: CGPoint(x: 1, y: 1))
        #expect(canvas.rows == ["", " ab"])
    }

    @Test func aWideCharacterTakesTwoCells() {
        var canvas = TextCanvas(size: CGSize(width: 6, height: 1))
        canvas.write("日本x", at: .zero)
        #expect(canvas[column: 0, row: 0] == "日")
        #expect(canvas[column: 1, row: 0] == nil)
        #expect(canvas[column: 2, row: 0] == "本")
        #expect(canvas[column: 4, row: 0] == "x")
        #expect(canvas.description == "日本x")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = TextCanvas(size: CGSize(width: 6, height: 1))
        canvas.write("日本", at: .zero)
        canvas.write("x", at: CGPoint(x: 1, y: 0))
        #expect(canvas.description == " x本")
        canvas.write("y", at: CGPoint(x: 2, y: 0))
        #expect(canvas.description == " xy")
        canvas.write("語", at: CGPoint(x: 3, y: 0))
        canvas.write("映", at: CGPoint(x: 4, y: 0))
        #expect(canvas.description == " xy 映")
    }

    @Test func aWideCharacterCutByTheClipLeavesABlankInItsVisibleHalf() {
        var canvas = TextCanvas(size: CGSize(width: 6, height: 1))
        canvas.write("------", at: .zero)
        canvas.clipRect = CGRect(x: 1, y: 0, width: 4, height: 1)
        canvas.write("日本語", at: .zero)
        #expect(canvas.description == "- 本 -")
    }

    @Test func aWideCharacterAtTheCanvasEdgeIsNotSplit() {
        var canvas = TextCanvas(size: CGSize(width: 3, height: 1))
        canvas.write("ab日", at: .zero)
        #expect(canvas.description == "ab")
        canvas.write("日日", at: CGPoint(x: -1, y: 0))
        #expect(canvas.description == " 日")
    }

    @Test func writesOnlyInsideTheClipRectangle() {
        var canvas = TextCanvas(size: CGSize(width: 5, height: 3))
        canvas.clipRect = CGRect(x: 1, y: 1, width: 3, height: 5)
        canvas.write("abcde", at: CGPoint(x: 0, y: 0))
        canvas.write("abcde", at: CGPoint(x: 0, y: 1))
        canvas.write("abcde", at: CGPoint(x: 0, y: 2))
        #expect(canvas.rows == ["", " bcd", " bcd"])
    }

    @Test func skipsCharactersThatTakeNoCells() {
        var canvas = TextCanvas(size: CGSize(width: 4, height: 1))
        canvas.write("a\u{200B}\tb", at: .zero)
        #expect(canvas.description == "ab")
    }

    @Test func fillsARectangle() {
        var canvas = TextCanvas(size: CGSize(width: 5, height: 3))
        canvas.fill(CGRect(x: 1, y: 1, width: 3, height: 5), with: "░")
        canvas.fill(CGRect(x: 0, y: 0, width: 5, height: 1), with: "日")
        #expect(canvas.rows == ["日日", " ░░░", " ░░░"])
    }

    @Test("points and edges between cells go to the nearest cell, so neighbours tile a row")
    func roundsToTheNearestCell() {
        var canvas = TextCanvas(size: CGSize(width: 9.7, height: 1))
        #expect(canvas.size == CGSize(width: 9, height: 1), "a canvas has whole cells")
        // Three columns of 3⅓ points: edges at 0, 3⅓, 6⅔ and 10 round to 0, 3, 7 and 10.
        for (column, mark) in ["a", "b", "c"].enumerated() {
            canvas.fill(CGRect(x: CGFloat(column) * 10 / 3, y: 0, width: 10 / 3, height: 1), with: Character(mark))
        }
        #expect(canvas.description == "aaabbbbcc")
        canvas.clipRect = CGRect(x: 0.6, y: 0, width: 2.2, height: 1)
        canvas.write("xyz", at: CGPoint(x: 0.4, y: 0.3))
        #expect(canvas.description == "ayzbbbbcc", "the clip covers cells 1 and 2; the text starts at cell 0")
    }
}
