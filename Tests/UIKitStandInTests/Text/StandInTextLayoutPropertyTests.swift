import ReelTestSupport
import Testing
import UIKitStandIn

/// Line breaking checked on random texts of words, spaces, newlines, Japanese and emoji. Each case has
/// its own seed, printed with any failure (`REEL_FUZZ_SEED` reruns it).
@Suite struct StandInTextLayoutPropertyTests {
    private static let baseSeed: UInt64 = 0x5EED_7E47
    private static let caseCount = 400

    /// Pieces to build texts from: narrow and wide characters, combining marks, emoji sequences,
    /// runs of spaces and newlines, in proportions that give many breaks of every kind.
    private static let pieces: [String] = [
        "a", "b", "c", "de", "fgh", "ijkl", "mnopqrst", "e\u{301}",
        " ", " ", " ", "  ", "\n",
        "日", "本", "語", "あ", "カ", "。", "Ｒ",
        "🎬", "❤️", "👨‍👩‍👧",
    ]

    struct Case: CustomStringConvertible {
        let fuzz: FuzzCase
        let text: String
        let width: Int

        var description: String { "width \(width), text \(text.debugDescription), \(fuzz)" }
    }

    private static var cases: [Case] {
        var cases: [Case] = []
        Fuzz.run(seed: baseSeed, cases: caseCount) { fuzz in
            let text = (0..<fuzz.int(in: 0...40)).map { _ in pieces.randomElement(using: &fuzz.rng)! }.joined()
            cases.append(Case(fuzz: fuzz, text: text, width: fuzz.int(in: 1...14)))
        }
        return cases
    }

    @Test func everyLineFitsTheWidthUnlessItIsOneCharacterWiderThanIt() {
        for testCase in Self.cases {
            for line in StandInTextLayout(testCase.text, width: testCase.width).lines {
                let fits = StandInTextMetrics.width(of: line) <= testCase.width || line.count == 1
                #expect(fits, "line \(line.debugDescription), \(testCase)")
            }
        }
    }

    @Test func wrappingOnlyInsertsBreaksAndDropsSpacesAtThem() {
        for testCase in Self.cases {
            let lines = StandInTextLayout(testCase.text, width: testCase.width).lines
            #expect(Self.isWrapping(lines, of: testCase.text), "lines \(lines), \(testCase)")
        }
    }

    @Test func onlyAParagraphOfSpacesMakesAnEmptyLine() {
        for testCase in Self.cases where !testCase.text.isEmpty {
            let lines = StandInTextLayout(testCase.text, width: testCase.width).lines
            let blankParagraphs = testCase.text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { $0.allSatisfy { $0 == " " } }
            #expect(lines.filter(\.isEmpty).count == blankParagraphs.count, "lines \(lines), \(testCase)")
        }
    }

    /// One empty line (from a text of spaces) joins into the empty text, which has no lines.
    @Test func wrappingWrappedLinesChangesNothing() {
        for testCase in Self.cases {
            let lines = StandInTextLayout(testCase.text, width: testCase.width).lines
            let again = StandInTextLayout(lines.joined(separator: "\n"), width: testCase.width).lines
            #expect(again == lines || (lines == [""] && again.isEmpty), "\(testCase)")
        }
    }

    @Test func aLineLimitKeepsTheFirstLinesAndShortensTheLastOneShown() {
        for testCase in Self.cases {
            let all = StandInTextLayout(testCase.text, width: testCase.width).lines
            for limit in 1...3 {
                let limited = StandInTextLayout(
                    testCase.text, width: testCase.width, numberOfLines: limit, lineBreakMode: .byTruncatingTail)
                guard all.count > limit else {
                    #expect(limited.lines == all && !limited.isTruncated, "limit \(limit), \(testCase)")
                    continue
                }
                let last = limited.lines[limit - 1]
                let shown = String(last.dropLast())
                let cut = all[limit - 1]
                #expect(limited.isTruncated, "limit \(limit), \(testCase)")
                #expect(limited.lines.dropLast() == all.prefix(limit - 1), "limit \(limit), \(testCase)")
                #expect(last.hasSuffix("…") && StandInTextMetrics.width(of: last) <= testCase.width, "limit \(limit), \(testCase)")
                #expect(shown.hasPrefix(cut) || cut.hasPrefix(shown), "limit \(limit), \(testCase)")
            }
        }
    }

    /// Whether `lines`, joined, is `text` with line breaks inserted and some spaces dropped, each
    /// dropped space lying at the start or end of a line.
    private static func isWrapping(_ lines: [String], of text: String) -> Bool {
        let source = Array(text)
        let wrapped = Array(lines.joined(separator: "\n"))
        var i = 0
        var j = 0
        while i < source.count || j < wrapped.count {
            let atLineEdge = j == wrapped.count || wrapped[j] == "\n" || j == 0 || wrapped[j - 1] == "\n"
            if i < source.count, j < wrapped.count, source[i] == wrapped[j] {
                i += 1
                j += 1
            } else if i < source.count, source[i] == " ", atLineEdge {
                i += 1
            } else if j < wrapped.count, wrapped[j] == "\n" {
                j += 1
            } else {
                return false
            }
        }
        return true
    }
}
