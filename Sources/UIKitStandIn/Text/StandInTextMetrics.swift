/// How wide text is on the stand-in's grid: a narrow character is 1 point wide, an East Asian
/// wide or fullwidth character, or an emoji, 2 points, and a line is 1 point tall, whatever the
/// font. Not UIKit API.
///
/// A fixed-pitch grid lets a terminal show the stand-in's views 1 point to a cell, with text
/// measured as the terminal draws it. Fonts are accepted and readable, but do not change
/// measurement.
public enum StandInTextMetrics {
    /// The points `character` takes: 2 for East Asian Wide and Fullwidth characters and for
    /// emoji shown as emoji, 0 for characters that draw nothing of their own, 1 otherwise.
    ///
    /// A `Character` is a grapheme cluster: its combining marks, variation selectors and the
    /// emoji joined to it are part of it and add nothing. Its first scalar decides, but for an
    /// emoji presentation selector (U+FE0F), which makes a text symbol such as "❤" a 2-point
    /// emoji. Controls, line and paragraph separators and format characters (zero-width space,
    /// joiner) draw nothing.
    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue { return (0x20..<0x7F).contains(ascii) ? 1 : 0 }
        let scalars = character.unicodeScalars
        let first = scalars[scalars.startIndex]
        let properties = first.properties
        if properties.isEmojiPresentation || (properties.isEmoji && scalars.contains("\u{FE0F}")) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        // Hangul medial vowels and final consonants join the syllable before them; on their
        // own (only at the start of a text) they draw nothing either.
        if (0x1160...0x11FF).contains(first.value) { return 0 }
        return isWide(first) ? 2 : 1
    }

    /// The points `text` takes on one line: the sum of its characters' widths.
    public static func width<Text: StringProtocol>(of text: Text) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }
}
