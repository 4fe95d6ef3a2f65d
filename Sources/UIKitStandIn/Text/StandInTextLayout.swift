import Foundation

/// Text broken into lines no wider than a number of points on the stand-in's grid (see
/// ``StandInTextMetrics``), the way a label shows it. Not UIKit API.
///
/// The rules carry UIKit's line breaking over to the grid:
///
/// - A newline starts a new line; an empty text has no lines.
/// - Lines break at spaces, which are dropped at the break, as are the spaces ending a
///   paragraph. A paragraph's leading spaces stay, as indentation, while its first word fits
///   after them.
/// - A line may also break before or after a wide character: Chinese and Japanese put no
///   spaces between words, and Unicode's line breaking treats ideographs so.
/// - A word wider than the line starts a line of its own and breaks between characters.
/// - ``NSLineBreakMode/byCharWrapping`` breaks between any characters, not only at words.
/// - A wide character never straddles the edge: with one point left it goes to the next line. A
///   character wider than the whole line (a wide one, 1 point wide) gets a line of its own,
///   the only line wider than the width.
/// - When the lines do not all fit `numberOfLines`, the last line shown is the rest of its
///   paragraph, cut by the line break mode: dropped after the words that fit
///   (``NSLineBreakMode/byWordWrapping``, ``NSLineBreakMode/byCharWrapping``: the line as
///   wrapped), cut at the edge (``NSLineBreakMode/byClipping``), or shortened around a "…" at
///   its start, end or middle (the truncating modes).
public struct StandInTextLayout: Hashable, Sendable {
    /// The lines, top to bottom, without newlines.
    public let lines: [String]

    /// Whether part of the text is left out: lines past `numberOfLines`, or anything at all at a
    /// width below 1 point.
    public let isTruncated: Bool

    /// The points the lines cover: the widest line's width by the number of lines.
    public let size: CGSize

    /// Breaks `text` into lines of at most `width` points (`Int.max`: no limit), keeping at most
    /// `numberOfLines` of them (0 or less keeps them all), the last one cut by `lineBreakMode`.
    public init(
        _ text: String, width: Int, numberOfLines: Int = 0, lineBreakMode: NSLineBreakMode = .byWordWrapping
    ) {
        guard width > 0, !text.isEmpty else {
            self.init(lines: [], isTruncated: !text.isEmpty)
            return
        }
        if let singleLineWidth = Self.widthIfSingleLine(text), singleLineWidth <= width {
            self.init(lines: [text], isTruncated: false, width: singleLineWidth)
            return
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let breaksAnywhere = lineBreakMode == .byCharWrapping
        var lines: [String] = []
        // The last line's characters to the end of its paragraph: what a cut shortens.
        var lastLineAndRest: ArraySlice<Character> = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let characters = Array(paragraph)
            for range in Self.lineRanges(of: characters, width: width, breaksAnywhere: breaksAnywhere) {
                if lines.count == limit {
                    if let cut = Self.cut(lastLineAndRest, width: width, mode: lineBreakMode) { lines[limit - 1] = cut }
                    self.init(lines: lines, isTruncated: true)
                    return
                }
                lines.append(String(characters[range]))
                lastLineAndRest = characters[range.lowerBound...]
            }
        }
        self.init(lines: lines, isTruncated: false)
    }

    private init(lines: [String], isTruncated: Bool, width: Int? = nil) {
        self.lines = lines
        self.isTruncated = isTruncated
        let widest = width ?? lines.lazy.map { StandInTextMetrics.width(of: $0) }.max() ?? 0
        size = CGSize(width: CGFloat(widest), height: CGFloat(lines.count))
    }
}
