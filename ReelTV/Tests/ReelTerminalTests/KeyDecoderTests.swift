import ReelTerminal
import Testing

@Suite struct KeyDecoderTests {
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func decodesLettersAndControlBytes() {
        #expect(keys("jkrbq") == [.down, .up, .rotate, .back, .quit])
        #expect(keys("\t\r\n\u{03}") == [.tab, .enter, .enter, .interrupt])
    }

    @Test func decodesArrowsInBothCursorModesAndShiftTab() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}OA\u{1B}OB\u{1B}[Z") == [.up, .down, .up, .down, .backTab])
        #expect(keys("\u{1B}[1;2A") == [.up], "parameters (a modifier) keep the arrow")
    }

    @Test func ignoresOtherBytesAndSequences() {
        #expect(keys("xJ \u{1B}[C\u{1B}[D\u{1B}[15~\u{1B}q\u{7F}j") == [.down])
        #expect(keys("\u{1B}") == [], "the Esc key alone")
    }

    @Test func finishesASequenceSplitBetweenReads() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("j\u{1B}[".utf8)) == [.down])
        #expect(decoder.decode(Array("1;2".utf8)) == [])
        #expect(decoder.decode(Array("Bk".utf8)) == [.down, .up])
    }
}
