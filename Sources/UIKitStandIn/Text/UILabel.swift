import Foundation

/// Stand-in for UIKit's `UILabel`: text broken into lines, measured on the stand-in's grid.
///
/// Stand-in rule: text is measured on a fixed-pitch grid whatever the ``font`` (see
/// ``StandInTextMetrics``): a narrow character is 1 point wide, a wide one or an emoji 2, a line
/// 1 point tall; ``StandInTextLayout`` breaks the lines. The stand-in draws nothing: a renderer
/// draws ``standInLines``, placed by ``textAlignment``, in ``textColor``. `attributedText` is
/// not there.
///
/// As in UIKit, a change of the text or of how it breaks invalidates the label's intrinsic
/// content size, so the views laying it out (stack views) lay out again. The label remembers
/// its last measurement, so laying out an unchanged label measures nothing.
@MainActor
open class UILabel: UIView {
    // What a change of text touches comes first, stored privately so that the optimizer leaves
    // out the exclusivity checks of an open stored property: setting the text is most of what
    // configuring a cell does.
    private var textStorage: String?
    /// The last size measured, and the width limit it was measured at.
    private var measuredSize: (widthLimit: Int, size: CGSize)?
    /// The last lines worked out for the bounds, and the limits they were worked out for.
    private var shownLines: (widthLimit: Int, lineLimit: Int, lines: [String])?

    /// The text shown; `nil` by default. Setting the text shown already changes nothing: the
    /// label neither measures nor lays out again.
    open var text: String? {
        get { textStorage }
        set {
            guard !Self.isSame(newValue, textStorage) else { return }
            textStorage = newValue
            measurementDidChange()
        }
    }

    /// The font, the system font of 17 points by default; setting `nil` goes back to it.
    /// Accepted and readable, but text is measured alike in every font.
    open var font: UIFont! {
        get { fontStorage }
        set { fontStorage = newValue ?? UILabel.defaultFont }
    }

    /// The text's colour, ``UIColor/label`` by default; setting `nil` goes back to it.
    /// Accepted but not drawn: a renderer reads it.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label }
    }

    /// Where each line sits across the label's width; `natural` by default. Accepted but not
    /// drawn: a renderer reads it.
    open var textAlignment = NSTextAlignment.natural

    /// How lines break and how the last line shown is cut; `byTruncatingTail` by default.
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail {
        didSet { if lineBreakMode != oldValue { measurementDidChange() } }
    }

    /// The most lines shown, 1 by default; 0 shows as many as the text needs.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { measurementDidChange() } }
    }

    /// The width a label of several lines wraps at to work out its ``intrinsicContentSize``;
    /// 0, the default, wraps at its current width (or not at all while it has none).
    @available(iOS 6.0, *)
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { measurementDidChange() } }
    }

    /// Whether the label shows as enabled; `true` by default. Accepted but not drawn: a renderer
    /// reads it.
    open var isEnabled = true

    /// Whether the label shows as highlighted, in ``highlightedTextColor``; `false` by default.
    /// Accepted but not drawn: a renderer reads it.
    open var isHighlighted = false

    /// The text's colour while highlighted; `nil` by default. Accepted but not drawn: a renderer
    /// reads it.
    open var highlightedTextColor: UIColor?

    private static let defaultFont = UIFont.systemFont(ofSize: 17)
    private var fontStorage = UILabel.defaultFont
    private var textColorStorage = UIColor.label

    /// Creates a label with no text, which a person's touches pass through, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The stand-in decodes no views.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The size of the text broken at `size`'s width (a width of 0 or less sets no limit),
    /// keeping at most ``numberOfLines`` lines: its widest line by its number of lines. As in
    /// UIKit, a label of one line is measured on one line whatever the width, and the proposed
    /// height is no limit.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(widthLimit: numberOfLines == 1 ? Int.max : Self.widthLimit(size.width))
    }

    /// The text's size on its own: on one line for a label of one line; otherwise broken at
    /// ``preferredMaxLayoutWidth``, or at the label's width while that is 0 (UIKit's automatic
    /// preferred width), or not broken while it has no width either.
    open override var intrinsicContentSize: CGSize {
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return measuredSize(widthLimit: numberOfLines == 1 ? Int.max : Self.widthLimit(width))
    }

    /// The lines the label shows at its current bounds, top to bottom: the text broken at its
    /// width, as many lines as ``numberOfLines`` and its height allow, the last one cut by
    /// ``lineBreakMode`` when the text does not fit. As UIKit draws it, a renderer centres them
    /// vertically in the bounds. Not UIKit API.
    public var standInLines: [String] {
        let widthLimit = Self.widthLimit(bounds.width, unlimitedBelowOne: false)
        let heightLimit = Self.widthLimit(bounds.height, unlimitedBelowOne: false)
        let lineLimit = numberOfLines > 0 ? min(numberOfLines, heightLimit) : heightLimit
        if let shownLines, shownLines.widthLimit == widthLimit, shownLines.lineLimit == lineLimit {
            return shownLines.lines
        }
        let lines =
            lineLimit == 0
            ? [] : layout(widthLimit: widthLimit, numberOfLines: lineLimit).lines
        shownLines = (widthLimit, lineLimit, lines)
        return lines
    }

    private func measuredSize(widthLimit: Int) -> CGSize {
        if let measuredSize, measuredSize.widthLimit == widthLimit { return measuredSize.size }
        let size = layout(widthLimit: widthLimit, numberOfLines: numberOfLines).size
        measuredSize = (widthLimit, size)
        return size
    }

    private func layout(widthLimit: Int, numberOfLines: Int) -> StandInTextLayout {
        StandInTextLayout(textStorage ?? "", width: widthLimit, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    }

    /// The whole points in `length`, as a limit: no limit for an infinite or huge length, nor,
    /// if `unlimitedBelowOne`, for one below 1 point (a proposal of no width).
    private static func widthLimit(_ length: CGFloat, unlimitedBelowOne: Bool = true) -> Int {
        guard length.isFinite, length < CGFloat(Int.max / 2) else { return Int.max }
        if length < 1 { return unlimitedBelowOne ? Int.max : 0 }
        return Int(length.rounded(.down))
    }

    /// Whether `text` and `other` are the same text, byte for byte in UTF-8: a string knows its
    /// length without reading its characters, and comparing bytes never normalises, which
    /// Swift's `==` does for texts that are not ASCII. Two spellings of one text (a composed and
    /// a decomposed accent) count as different, so the label measures again: wasted work, never
    /// a wrong answer.
    private static func isSame(_ text: String?, _ other: String?) -> Bool {
        guard var text, var other else { return text == nil && other == nil }
        // Byte for byte, in place: a UTF-8 view's iterator reads a byte at a time.
        return text.utf8.count == other.utf8.count && text.withUTF8 { bytes in other.withUTF8 { bytes.elementsEqual($0) } }
    }

    private func measurementDidChange() {
        measuredSize = nil
        shownLines = nil
        invalidateIntrinsicContentSize()
    }
}
