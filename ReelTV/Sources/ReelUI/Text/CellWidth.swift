extension Character {
    /// How many terminal cells the character takes: 2 for East Asian Wide and Fullwidth
    /// characters and for emoji shown as emoji, 0 for characters with no glyph of their own,
    /// 1 otherwise.
    ///
    /// A `Character` is a whole grapheme cluster, so combining marks, variation selectors and
    /// zero-width-joined emoji sequences are already part of it and add nothing: the first scalar
    /// decides, except that an emoji selector (U+FE0F) turns a text-style symbol such as "❤" into
    /// a two-cell emoji. Controls, newlines and format characters (zero-width space, joiner) have
    /// no glyph, so they take no cells.
    public var cellWidth: Int {
        if let ascii = asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = unicodeScalars
        let base = scalars[scalars.startIndex]
        let properties = base.properties
        if properties.isEmojiPresentation || (properties.isEmoji && scalars.contains("\u{FE0F}")) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        // Hangul vowel and final-consonant Jamo join the syllable before them; alone (only at the
        // start of a text) they still draw nothing.
        if (0x1160...0x11FF).contains(base.value) { return 0 }
        return EastAsianWidth.isWide(base) ? 2 : 1
    }
}

extension StringProtocol {
    /// How many terminal cells the text takes on one line: the sum of its characters' widths.
    public var cellWidth: Int {
        reduce(0) { $0 + $1.cellWidth }
    }
}
