import ReelUI
import Testing

@Suite struct CellWidthTests {
    @Test(arguments: ["a", "Z", "~", " ", "é", "ｱ", "Ω", "❤", "©", "→"] as [Character])
    func narrowCharactersTakeOneCell(_ character: Character) {
        #expect(character.cellWidth == 1)
    }

    @Test(arguments: [
        "あ", "ア", "映", "語", "한", "가", "Ａ", "。", "\u{3000}", "𠀋", "\u{1100}\u{1161}",
    ] as [Character])
    func eastAsianWideAndFullwidthCharactersTakeTwoCells(_ character: Character) {
        #expect(character.cellWidth == 2)
    }

    @Test(arguments: ["🎬", "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️", "1️⃣"] as [Character])
    func emojiTakeTwoCells(_ character: Character) {
        #expect(character.cellWidth == 2)
    }

    @Test(arguments: [
        "\n", "\t", "\r\n", "\u{301}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{1161}",
    ] as [Character])
    func charactersWithoutAGlyphTakeNoCells(_ character: Character) {
        #expect(character.cellWidth == 0)
    }

    @Test func combiningMarksAddNothingToTheirBase() {
        #expect(Character("e\u{301}").cellWidth == 1)
        #expect(Character("か\u{3099}").cellWidth == 2)
    }

    @Test func aStringTakesTheSumOfItsCharacters() {
        #expect("".cellWidth == 0)
        #expect("Reel".cellWidth == 4)
        #expect("映画Reel🎬".cellWidth == 10)
        #expect("今日は\n".cellWidth == 6)
        #expect("Reel"[...].cellWidth == 4)
    }
}
