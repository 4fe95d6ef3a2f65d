import ReelUI
import Testing

@Suite struct TextLayoutTests {
    private func lines(_ text: String, width: Int, numberOfLines: Int = 0) -> [String] {
        TextLayout(text, width: width, numberOfLines: numberOfLines).lines
    }

    // MARK: Spaces and words

    @Test func textThatFitsStaysOnOneLine() {
        let layout = TextLayout("Hello world", width: 20)
        #expect(layout.lines == ["Hello world"])
        #expect(layout.size == Size(width: 11, height: 1))
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
        let layout = TextLayout("", width: 10)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(!layout.isTruncated)
    }

    @Test func aWidthBelowOneFitsNothing() {
        #expect(TextLayout("abc", width: 0).lines.isEmpty)
        #expect(TextLayout("abc", width: 0).isTruncated)
        #expect(!TextLayout("", width: -3).isTruncated)
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

    @Test func aWideCharacterWithOneCellLeftMovesToTheNextLine() {
        #expect(lines("a日本", width: 2) == ["a", "日", "本"])
        #expect(lines("日本語", width: 2) == ["日", "本", "語"])
        #expect(lines("abc日", width: 4) == ["abc", "日"])
    }

    @Test func aWideCharacterGetsALineOfItsOwnWhenTheWidthIsOne() {
        #expect(lines("日本", width: 1) == ["日", "本"])
        #expect(lines("a日b", width: 1) == ["a", "日", "b"])
        #expect(TextLayout("日本", width: 1).size == Size(width: 2, height: 2))
    }

    @Test func emojiTakeTwoCells() {
        #expect(lines("🎬 Movie night", width: 8) == ["🎬 Movie", "night"])
        #expect(lines("🎬🎬🎬", width: 5) == ["🎬🎬", "🎬"])
        #expect(TextLayout("👨‍👩‍👧 family", width: 20).size == Size(width: 9, height: 1))
    }

    // MARK: Number of lines

    @Test func theLastLineShownHoldsWhatFitsOfTheRestBeforeAnEllipsis() {
        let oneLine = TextLayout("Hello wonderful world", width: 12, numberOfLines: 1)
        #expect(oneLine.lines == ["Hello wonde…"])
        #expect(oneLine.isTruncated)
        #expect(lines("one two three four five", width: 9, numberOfLines: 2) == ["one two", "three fo…"])
    }

    @Test func aCutAtTheEndOfAParagraphStillShowsTheEllipsis() {
        #expect(lines("Title\nSubtitle", width: 20, numberOfLines: 1) == ["Title…"])
        #expect(lines("Hello there", width: 5, numberOfLines: 1) == ["Hell…"])
    }

    @Test func truncationKeepsWideCharactersWhole() {
        #expect(lines("今日は良い天気です", width: 10, numberOfLines: 1) == ["今日は良…"])
        #expect(lines("今日は良い天気です", width: 2, numberOfLines: 1) == ["…"])
        #expect(lines("abc", width: 1, numberOfLines: 1) == ["…"])
    }

    @Test func aLimitTheTextFitsInCutsNothing() {
        let layout = TextLayout("one two", width: 3, numberOfLines: 2)
        #expect(layout.lines == ["one", "two"])
        #expect(!layout.isTruncated)
    }
}
