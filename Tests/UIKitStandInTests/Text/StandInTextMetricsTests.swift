import Testing
import UIKitStandIn

/// Characters take 0, 1 or 2 points on the stand-in's grid.
@Suite struct StandInTextMetricsTests {
    @Test(arguments: ["a", "Z", "~", " ", "é", "ｱ", "Ω", "❤", "©", "→"] as [Character])
    func narrowCharactersTakeOnePoint(_ character: Character) {
        #expect(StandInTextMetrics.width(of: character) == 1)
    }

    @Test(arguments: [
        "あ", "ア", "映", "語", "한", "가", "Ａ", "。", "\u{3000}", "𠀋", "\u{1100}\u{1161}",
    ] as [Character])
    func eastAsianWideAndFullwidthCharactersTakeTwoPoints(_ character: Character) {
        #expect(StandInTextMetrics.width(of: character) == 2)
    }

    @Test(arguments: ["🎬", "😀", "👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️", "1️⃣"] as [Character])
    func emojiTakeTwoPoints(_ character: Character) {
        #expect(StandInTextMetrics.width(of: character) == 2)
    }

    @Test(arguments: [
        "\n", "\t", "\r\n", "\u{301}", "\u{200B}", "\u{200D}", "\u{FE0F}", "\u{1161}",
    ] as [Character])
    func charactersThatDrawNothingTakeNoPoints(_ character: Character) {
        #expect(StandInTextMetrics.width(of: character) == 0)
    }

    @Test func combiningMarksAddNothingToTheirBase() {
        #expect(StandInTextMetrics.width(of: Character("e\u{301}")) == 1)
        #expect(StandInTextMetrics.width(of: Character("か\u{3099}")) == 2)
    }

    @Test func aStringTakesTheSumOfItsCharacters() {
        #expect(StandInTextMetrics.width(of: "") == 0)
        #expect(StandInTextMetrics.width(of: "Reel") == 4)
        #expect(StandInTextMetrics.width(of: "映画Reel🎬") == 10)
        #expect(StandInTextMetrics.width(of: "今日は\n") == 6)
        #expect(StandInTextMetrics.width(of: "Reel"[...]) == 4)
    }
}
