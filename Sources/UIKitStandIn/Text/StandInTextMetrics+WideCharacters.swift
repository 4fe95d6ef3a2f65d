// The code points Unicode's EastAsianWidth.txt calls Wide (W) or Fullwidth (F).
extension StandInTextMetrics {
    /// The Wide and Fullwidth ranges that are not emoji, sorted and apart, for a binary search.
    /// Emoji are Wide too, but `width(of:)` knows them by `isEmojiPresentation`, which follows
    /// the runtime's Unicode version.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo leading consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x2E99,  // CJK radicals supplement
        0x2E9B...0x2EF3,
        0x2F00...0x2FD5,  // Kangxi radicals
        0x2FF0...0x2FFF,  // ideographic description characters
        0x3000...0x303E,  // ideographic space, CJK symbols and punctuation
        0x3041...0x3096,  // Hiragana
        0x3099...0x30FF,  // kana sound marks, Katakana
        0x3105...0x312F,  // Bopomofo
        0x3131...0x318E,  // Hangul compatibility Jamo
        0x3190...0x31E3,  // Kanbun, Bopomofo extended, CJK strokes
        0x31EF...0x321E,  // Katakana phonetic extensions, enclosed CJK letters
        0x3220...0x3247,
        0x3250...0x4DBF,  // enclosed CJK, CJK compatibility, CJK extension A
        0x4E00...0xA48C,  // CJK unified ideographs, Yi syllables
        0xA490...0xA4C6,  // Yi radicals
        0xA960...0xA97C,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE52,  // CJK compatibility forms, small form variants
        0xFE54...0xFE66,
        0xFE68...0xFE6B,
        0xFF01...0xFF60,  // fullwidth ASCII variants
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols and punctuation
        0x16FF0...0x16FF1,
        0x17000...0x187F7,  // Tangut
        0x18800...0x18CD5,  // Tangut components, Khitan small script
        0x18D00...0x18D08,
        0x1AFF0...0x1AFF3,  // Kana extended B
        0x1AFF5...0x1AFFB,
        0x1AFFD...0x1AFFE,
        0x1B000...0x1B122,  // Kana supplement, Kana extended A
        0x1B132...0x1B132,
        0x1B150...0x1B152,  // small kana extension
        0x1B155...0x1B155,
        0x1B164...0x1B167,
        0x1B170...0x1B2FB,  // Nushu
        0x1F200...0x1F202,  // enclosed ideographic supplement
        0x1F210...0x1F23B,
        0x1F240...0x1F248,
        0x1F250...0x1F251,
        0x1F260...0x1F265,
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]

    /// Whether `scalar` is East Asian Wide or Fullwidth, emoji aside.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // The first range that does not end before `value`.
        var low = 0
        var high = wideRanges.count
        while low < high {
            let middle = (low + high) / 2
            if wideRanges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < wideRanges.count && wideRanges[low].contains(value)
    }
}
