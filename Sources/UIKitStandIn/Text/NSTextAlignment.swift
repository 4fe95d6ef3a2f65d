/// Stand-in for `NSTextAlignment` (UIKit's NSText.h; Foundation on Linux has none): where a
/// label places each line across its width. Raw values are iOS's.
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// Against the left edge.
    case left
    /// Centred.
    case center
    /// Against the right edge.
    case right
    /// Stretched to both edges, but for a paragraph's last line, which is natural.
    case justified
    /// The script's own: left for the left-to-right scripts the stand-in lays out.
    case natural
}
