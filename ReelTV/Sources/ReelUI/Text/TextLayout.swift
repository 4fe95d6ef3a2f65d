/// Text wrapped into lines no wider than a number of terminal cells, the way a label shows it.
///
/// The rules are UIKit's word wrapping and tail truncation, carried over to cells:
///
/// - Newlines start a new line; an empty text has no lines at all.
/// - Lines break at spaces, and the spaces at a break are dropped, as are the spaces ending a
///   paragraph. A paragraph's leading spaces are kept as indentation while its first word fits
///   after them.
/// - A line may also break before or after a wide character: Japanese and Chinese put no spaces
///   between words (Unicode's line-breaking algorithm treats ideographs the same way).
/// - A word wider than the line starts a new line and is broken between characters.
/// - A wide character never straddles the edge: with one cell left, it moves to the next line.
///   A character wider than the whole line (a wide one at width 1) gets a line of its own, the
///   only case where a line is wider than the width.
/// - When `numberOfLines` cuts the text, the last line shown holds as much of the rest of its
///   paragraph as fits before a "…".
public struct TextLayout: Hashable, Sendable {
    /// The wrapped lines, top to bottom, without newlines.
    public let lines: [String]

    /// Whether `numberOfLines`, or a width below one, left part of the text out.
    public let isTruncated: Bool

    /// The cells the lines cover: the widest line's width by the number of lines.
    public let size: Size

    /// Wraps `text` into lines of at most `width` cells, keeping at most `numberOfLines` of them
    /// (zero or less keeps all). A width below one fits nothing, so it gives no lines.
    public init(_ text: String, width: Int, numberOfLines: Int = 0) {
        guard width > 0, !text.isEmpty else {
            self.init(lines: [], isTruncated: !text.isEmpty)
            return
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var lines: [String] = []
        // The last line's characters up to the end of its paragraph: what a cut shortens.
        var lastLineAndRest: ArraySlice<Character> = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let characters = Array(paragraph)
            for range in Self.lineRanges(of: characters, width: width) {
                if lines.count == limit {
                    lines[limit - 1] = Self.truncated(lastLineAndRest, width: width)
                    self.init(lines: lines, isTruncated: true)
                    return
                }
                lines.append(String(characters[range]))
                lastLineAndRest = characters[range.lowerBound...]
            }
        }
        self.init(lines: lines, isTruncated: false)
    }

    private init(lines: [String], isTruncated: Bool) {
        self.lines = lines
        self.isTruncated = isTruncated
        size = Size(width: lines.lazy.map(\.cellWidth).max() ?? 0, height: lines.count)
    }

    /// Splits one paragraph greedily: a line takes characters until the next would overflow,
    /// then ends at its last break opportunity, or just before that character if it has none.
    private static func lineRanges(of characters: [Character], width: Int) -> [Range<Int>] {
        let widths = characters.map(\.cellWidth)
        var ranges: [Range<Int>] = []
        var start = 0
        // Cells from `start` to the current character, counting spaces that may yet be dropped.
        var lineWidth = 0
        // Where the current line may end, and where the next line would then start.
        var lastBreak: (end: Int, next: Int)?
        for index in characters.indices {
            if characters[index] == " " {
                // Spaces never overflow a line: a break before the next word drops them.
                if lastBreak?.next == index {
                    lastBreak?.next = index + 1
                } else {
                    lastBreak = (end: index, next: index + 1)
                }
                lineWidth += 1
                continue
            }
            if index > start, characters[index - 1] != " ", widths[index] == 2 || widths[index - 1] == 2 {
                lastBreak = (end: index, next: index)
            }
            while lineWidth + widths[index] > width, lineWidth > 0 {
                if let (end, next) = lastBreak {
                    // Leading spaces alone make no line; they are simply dropped.
                    if end > start { ranges.append(start..<end) }
                    start = next
                } else {
                    ranges.append(start..<index)
                    start = index
                }
                lastBreak = nil
                lineWidth = widths[start..<index].reduce(0, +)
            }
            lineWidth += widths[index]
        }
        var end = characters.count
        while end > start, characters[end - 1] == " " { end -= 1 }
        ranges.append(start..<end)
        return ranges
    }

    /// As many of `characters` as fit in `width` cells together with a "…", then the "…".
    private static func truncated(_ characters: ArraySlice<Character>, width: Int) -> String {
        var kept = ""
        var used = 0
        for character in characters {
            used += character.cellWidth
            guard used < width else { break }
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
