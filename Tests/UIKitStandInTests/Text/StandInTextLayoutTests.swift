import Foundation
import Testing
import UIKitStandIn

/// Text broken into lines on the grid, and the last line cut by each line break mode.
@Suite struct StandInTextLayoutTests {
    private func lines(
        _ text: String, width: Int, numberOfLines: Int = 0, mode: NSLineBreakMode = .byTruncatingTail
    ) -> [String] {
        StandInTextLayout(text, width: width, numberOfLines: numberOfLines, lineBreakMode: mode).lines
    }

    // MARK: Spaces and words

    @Test func textThatFitsStaysOnOneLine() {
        let layout = StandInTextLayout("Hello world", width: 20)
        #expect(layout.lines == ["Hello world"])
        #expect(layout.size == CGSize(width: 11, height: 1))
        #expect(!layout.isTruncated)
    }

    @Test func linesBreakAtSpacesAndDropThem() {
        #expect(lines("Hello world", width: 5) == ["Hello", "world"])
        #expect(lines("Hello world", width: 8) == ["Hello", "world"])
        #expect(lines("a   b", width: 2) == ["a", "b"])
        #expect(lines("one two three four five", width: 9) == ["one two", "three", "four five"])
    }

    @Test func aWordLongerThanTheLineStartsANewLineAndBreaksBetweenCharacters() {
        #expect(lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(lines("go abcdefghij", width: 4) == ["go", "abcd", "efgh", "ij"])
    }

    @Test func characterWrappingBreaksBetweenAnyCharacters() {
        #expect(lines("go abcdefghij", width: 4, mode: .byCharWrapping) == ["go a", "bcde", "fghi", "j"])
        #expect(lines("Hello world", width: 8, mode: .byCharWrapping) == ["Hello wo", "rld"])
        #expect(lines("ab cd", width: 3, mode: .byCharWrapping) == ["ab", "cd"])
    }

    @Test func leadingSpacesIndentWhileTheFirstWordFitsAfterThem() {
        #expect(lines("  indented text", width: 20) == ["  indented text"])
        #expect(lines("  indented text", width: 10) == ["  indented", "text"])
        #expect(lines("   abcdef", width: 4) == ["abcd", "ef"])
    }

    @Test func spacesEndingAParagraphAreDropped() {
        #expect(lines("hello   ", width: 20) == ["hello"])
        #expect(lines("   ", width: 2) == [""])
    }

    @Test func newlinesStartNewLines() {
        #expect(lines("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(lines("a\n", width: 5) == ["a", ""])
        #expect(lines("a\r\nb", width: 5) == ["a", "b"])
        #expect(lines("one two\nthree", width: 3) == ["one", "two", "thr", "ee"])
    }

    @Test func emptyTextHasNoLines() {
        let layout = StandInTextLayout("", width: 10)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
    }

    @Test func aWidthBelowOneFitsNothing() {
        #expect(StandInTextLayout("abc", width: 0).lines.isEmpty)
        #expect(StandInTextLayout("abc", width: 0).isTruncated)
        #expect(!StandInTextLayout("", width: -3).isTruncated)
    }

    @Test func anUnlimitedWidthKeepsEachParagraphOnOneLine() {
        #expect(lines("one two three", width: .max) == ["one two three"])
        #expect(lines("one two\nthree ", width: .max) == ["one two", "three"])
    }

    // MARK: Wide characters

    @Test func japaneseBreaksBetweenAnyTwoCharacters() {
        #expect(lines("今日は良い天気です", width: 10) == ["今日は良い", "天気です"])
        #expect(lines("今日は良い天気です", width: 9) == ["今日は良", "い天気で", "す"])
    }

    @Test func linesMayBreakBeforeAndAfterWideCharacters() {
        #expect(lines("Reelで映画を見る", width: 8) == ["Reelで映", "画を見る"])
        #expect(lines("Reel映画", width: 5) == ["Reel", "映画"])
        #expect(lines("映画Reel", width: 5) == ["映画", "Reel"])
        #expect(lines("映画 Reel", width: 5) == ["映画", "Reel"])
    }

    @Test func aWideCharacterWithOnePointLeftMovesToTheNextLine() {
        #expect(lines("a日本", width: 2) == ["a", "日", "本"])
        #expect(lines("日本語", width: 2) == ["日", "本", "語"])
        #expect(lines("abc日", width: 4) == ["abc", "日"])
    }

    @Test func aWideCharacterGetsALineOfItsOwnWhenTheWidthIsOne() {
        #expect(lines("日本", width: 1) == ["日", "本"])
        #expect(lines("a日b", width: 1) == ["a", "日", "b"])
        #expect(StandInTextLayout("日本", width: 1).size == CGSize(width: 2, height: 2))
    }

    @Test func emojiTakeTwoPoints() {
        #expect(lines("🎬 Movie night", width: 8) == ["🎬 Movie", "night"])
        #expect(lines("🎬🎬🎬", width: 5) == ["🎬🎬", "🎬"])
        #expect(StandInTextLayout("👨‍👩‍👧 family", width: 20).size == CGSize(width: 9, height: 1))
    }

    // MARK: Number of lines and line break modes

    @Test func tailTruncationEndsTheLastLineShownWithAnEllipsis() {
        let oneLine = StandInTextLayout("Hello wonderful world", width: 12, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(oneLine.lines == ["Hello wonde…"])
        #expect(oneLine.isTruncated)
        #expect(lines("one two three four five", width: 9, numberOfLines: 2) == ["one two", "three fo…"])
    }

    @Test func headTruncationStartsTheLastLineShownWithAnEllipsis() {
        #expect(lines("Hello wonderful world", width: 12, numberOfLines: 1, mode: .byTruncatingHead) == ["…erful world"])
        #expect(lines("one two three four five", width: 9, numberOfLines: 2, mode: .byTruncatingHead) == ["one two", "…our five"])
    }

    @Test func middleTruncationKeepsTheStartAndEndAroundAnEllipsis() {
        #expect(lines("Hello wonderful world", width: 12, numberOfLines: 1, mode: .byTruncatingMiddle) == ["Hello…world"])
        #expect(lines("abcdefghij", width: 6, numberOfLines: 1, mode: .byTruncatingMiddle) == ["abc…ij"])
    }

    @Test func clippingCutsTheLastLineShownAtTheEdge() {
        #expect(lines("Hello wonderful world", width: 12, numberOfLines: 1, mode: .byClipping) == ["Hello wonder"])
        #expect(lines("ab 日本", width: 5, numberOfLines: 1, mode: .byClipping) == ["ab 日"])
        #expect(lines("ab 日本", width: 4, numberOfLines: 1, mode: .byClipping) == ["ab"], "no half of a wide character")
    }

    @Test func wrappingModesLeaveOutTheLinesPastTheLimit() {
        let words = StandInTextLayout("Hello wonderful world", width: 12, numberOfLines: 1, lineBreakMode: .byWordWrapping)
        #expect(words.lines == ["Hello"])
        #expect(words.isTruncated)
        #expect(lines("Hello wonderful world", width: 12, numberOfLines: 1, mode: .byCharWrapping) == ["Hello wonder"])
    }

    @Test func aCutAtTheEndOfAParagraphStillShowsTheEllipsis() {
        #expect(lines("Title\nSubtitle", width: 20, numberOfLines: 1) == ["Title…"])
        #expect(lines("Hello there", width: 5, numberOfLines: 1) == ["Hell…"])
    }

    @Test func truncationKeepsWideCharactersWhole() {
        #expect(lines("今日は良い天気です", width: 10, numberOfLines: 1) == ["今日は良…"])
        #expect(lines("今日は良い天気です", width: 2, numberOfLines: 1) == ["…"])
        #expect(lines("今日は良い天気です", width: 10, numberOfLines: 1, mode: .byTruncatingHead) == ["…天気です"])
        #expect(lines("abc", width: 1, numberOfLines: 1) == ["…"])
    }

    @Test func aLimitTheTextFitsInCutsNothing() {
        let layout = StandInTextLayout("one two", width: 3, numberOfLines: 2)
        #expect(layout.lines == ["one", "two"])
        #expect(!layout.isTruncated)
    }
}
