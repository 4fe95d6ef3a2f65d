// Where lines break, and how the last line shown is cut.
extension StandInTextLayout {
    /// The width of `text` if it makes one line as it is: no newline in it and no space at its
    /// end. One pass over the text, without the arrays that breaking it into lines needs.
    static func widthIfSingleLine(_ text: String) -> Int? {
        var width = 0
        for character in text {
            if character.isNewline { return nil }
            width += StandInTextMetrics.width(of: character)
        }
        return text.last == " " ? nil : width
    }

    /// The lines of one paragraph, broken greedily: a line takes characters until the next one
    /// would go past `width`, then ends at its last break opportunity, or just before that
    /// character if it has none. `breaksAnywhere` makes every character boundary a break
    /// opportunity.
    static func lineRanges(of characters: [Character], width: Int, breaksAnywhere: Bool) -> [Range<Int>] {
        let widths = characters.map { StandInTextMetrics.width(of: $0) }
        var ranges: [Range<Int>] = []
        var start = 0
        // Points from `start` to the current character, spaces that may yet be dropped included.
        var lineWidth = 0
        // Where the current line may end, and where the next one would then start.
        var lastBreak: (end: Int, next: Int)?
        for index in characters.indices {
            if characters[index] == " " {
                // A space never goes past the edge: a break before the next word drops it.
                if lastBreak?.next == index {
                    lastBreak?.next = index + 1
                } else {
                    lastBreak = (end: index, next: index + 1)
                }
                lineWidth += 1
                continue
            }
            if index > start, characters[index - 1] != " ",
                breaksAnywhere || widths[index] == 2 || widths[index - 1] == 2
            {
                lastBreak = (end: index, next: index)
            }
            while lineWidth + widths[index] > width, lineWidth > 0 {
                if let (end, next) = lastBreak {
                    // Leading spaces alone make no line: they are dropped.
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

    /// The last line shown, made from `lastLineAndRest` (the line as wrapped, then the rest of
    /// its paragraph) as `mode` cuts it; `nil` keeps the line as wrapped.
    static func cut(_ lastLineAndRest: ArraySlice<Character>, width: Int, mode: NSLineBreakMode) -> String? {
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return nil
        case .byClipping:
            return trimmed(prefix(of: lastLineAndRest, fitting: width), spacesAtEnd: true)
        case .byTruncatingTail:
            return trimmed(prefix(of: lastLineAndRest, fitting: width - 1), spacesAtEnd: true) + "…"
        case .byTruncatingHead:
            return "…" + trimmed(suffix(of: lastLineAndRest, fitting: width - 1), spacesAtEnd: false)
        case .byTruncatingMiddle:
            let room = width - 1
            let head = prefix(of: lastLineAndRest, fitting: (room + 1) / 2)
            let tail = suffix(of: lastLineAndRest, fitting: room - StandInTextMetrics.width(of: head))
            return trimmed(head, spacesAtEnd: true) + "…" + trimmed(tail, spacesAtEnd: false)
        }
    }

    /// The first characters of `characters` that fit in `width` points together.
    private static func prefix(of characters: ArraySlice<Character>, fitting width: Int) -> Substring {
        var used = 0
        var kept = ""
        for character in characters {
            used += StandInTextMetrics.width(of: character)
            guard used <= width else { break }
            kept.append(character)
        }
        return Substring(kept)
    }

    /// The last characters of `characters` that fit in `width` points together.
    private static func suffix(of characters: ArraySlice<Character>, fitting width: Int) -> Substring {
        var used = 0
        var start = characters.endIndex
        while start > characters.startIndex {
            used += StandInTextMetrics.width(of: characters[start - 1])
            guard used <= width else { break }
            start -= 1
        }
        return Substring(String(characters[start...]))
    }

    /// `text` without the spaces at its end (`spacesAtEnd`) or at its start, which a cut leaves
    /// next to the edge or the "…".
    private static func trimmed(_ text: Substring, spacesAtEnd: Bool) -> String {
        var text = text
        if spacesAtEnd {
            while text.last == " " { text.removeLast() }
        } else {
            while text.first == " " { text.removeFirst() }
        }
        return String(text)
    }
}
