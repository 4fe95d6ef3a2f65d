import ReelConsole
import ReelTVTestSupport
import Testing

@Suite struct TerminalSafeTextTests {
    @Test("escape sequences, line breaks, NUL, backspace and bidirectional overrides are written as escapes")
    func controlsAreEscaped() {
        #expect("Ev\u{1B}[31mil".terminalSafe() == #"Ev\u{1B}[31mil"#)
        #expect("a\u{1B}]0;title\u{07}b".terminalSafe() == #"a\u{1B}]0;title\u{7}b"#)
        #expect("one\r\ntwo\nthree\rfour".terminalSafe() == #"one\r\ntwo\nthree\rfour"#)
        #expect("a\u{0}b\u{8}c\td\u{7F}e\u{9B}f".terminalSafe() == #"a\0b\u{8}c\td\u{7F}e\u{9B}f"#)
        #expect("\u{202E}txt.exe".terminalSafe() == #"\u{202E}txt.exe"#)
        #expect("\u{2066}a\u{2069}\u{200F}\u{061C}\u{2028}\u{2029}".terminalSafe() == #"\u{2066}a\u{2069}\u{200F}\u{61C}\u{2028}\u{2029}"#)
    }

    @Test("text a terminal shows as it is stays as it is: Japanese, emoji sequences, accents, backslashes")
    func printableTextIsKept() {
        for text in ["星降る街のアルケミスト", "👨‍👩‍👧 🇯🇵 ❤️", "e\u{301}", #"C:\path"#, "", "s01-1-e001"] {
            #expect(text.terminalSafe() == text)
        }
    }

    @Test("text longer than the limit is cut there and says how many bytes were left out")
    func longTextIsCut() {
        let line = "tap " + String(repeating: "x", count: 10_000_000)
        #expect(line.terminalSafe(limit: 8) == "tap xxxx…(9999996 more bytes)")
        #expect("abc".terminalSafe(limit: 3) == "abc")
        #expect("映画🎬!".terminalSafe(limit: 2) == "映画…(5 more bytes)")
        #expect("a\u{1B}bc".terminalSafe(limit: 2) == #"a\u{1B}…(2 more bytes)"#)
    }

    @Test("whatever the text, the result holds no control, separator or bidirectional formatting character, and safe text is unchanged")
    func resultIsAlwaysSafe() {
        // Scalars of every kind the escaping treats differently, printable ones among them.
        let scalars: [Unicode.Scalar] = [
            "a", "Z", " ", "\\", "{", "あ", "🎬", "\u{200D}", "\u{301}", "\u{0}", "\u{7}", "\u{8}", "\t", "\n", "\r",
            "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}",
            "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{FEFF}",
        ]
        let unsafe: Set<UInt32> = Set(Array(0...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029, 0x061C, 0x200E, 0x200F])
            .union(0x202A...0x202E).union(0x2066...0x2069)
        SeededCases.run(seed: 0x7E_5AFE, cases: 500) { fuzz in
            var text = String.UnicodeScalarView()
            for _ in 0..<fuzz.int(in: 0...40) { text.append(scalars[fuzz.int(in: 0...(scalars.count - 1))]) }
            let input = String(text)
            let safe = input.terminalSafe()
            #expect(!safe.unicodeScalars.contains { unsafe.contains($0.value) }, "\(fuzz): \(safe.debugDescription)")
            if !input.unicodeScalars.contains(where: { unsafe.contains($0.value) }) {
                #expect(safe == input, "\(fuzz)")
            }
            let limit = fuzz.int(in: 0...10)
            let cut = input.terminalSafe(limit: limit)
            #expect(cut.hasPrefix(String(input.prefix(limit)).terminalSafe()), "\(fuzz)")
            #expect(cut.hasSuffix("more bytes)") == (input.count > limit), "\(fuzz)")
        }
    }
}
