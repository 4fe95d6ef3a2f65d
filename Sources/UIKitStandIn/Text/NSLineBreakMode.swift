/// Stand-in for `NSLineBreakMode` (UIKit's NSParagraphStyle.h; Foundation on Linux has none):
/// how text is broken into lines, and how the last line shown is cut when the text does not fit.
/// ``StandInTextLayout`` states what each mode does on the stand-in's grid.
public enum NSLineBreakMode: Int, @unchecked Sendable {
    /// Lines break between words; text past the last line shown is left out.
    case byWordWrapping
    /// Lines break between any characters; text past the last line shown is left out.
    case byCharWrapping
    /// Lines break between words; the last line shown runs on to the edge and is cut there.
    case byClipping
    /// Lines break between words; the last line shown starts with "…" and ends as its
    /// paragraph does.
    case byTruncatingHead
    /// Lines break between words; the last line shown ends with "…".
    case byTruncatingTail
    /// Lines break between words; the last line shown keeps its paragraph's start and end
    /// around a "…".
    case byTruncatingMiddle
}
