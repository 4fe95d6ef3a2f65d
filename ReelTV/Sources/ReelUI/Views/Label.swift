/// A view that shows text, wrapped at spaces and between wide characters, like `UILabel` with
/// word wrapping and tail truncation (see ``TextLayout`` for the rules).
@MainActor
open class Label: View {
    /// The text shown. A change marks the label and its superview as needing layout, since the
    /// label's fitting size is what its container lays out.
    public var text: String {
        get { storedText }
        set {
            let changed = newValue != storedText
            storedText = newValue
            if changed { invalidateFittingSize() }
        }
    }

    /// The most lines shown; 0 shows them all. The last line shown ends in "…" when the text is
    /// cut. A change marks the label and its superview as needing layout.
    public var numberOfLines: Int {
        get { storedNumberOfLines }
        set {
            let changed = newValue != storedNumberOfLines
            storedNumberOfLines = newValue
            if changed { invalidateFittingSize() }
        }
    }

    // Private, unlike the public properties that front them, so the optimizer sees every access
    // and leaves out the dynamic exclusivity checks on them (see `View`'s stored state).
    private var storedText: String
    private var storedNumberOfLines: Int

    /// Creates a label showing `text` in at most `numberOfLines` lines.
    public init(text: String = "", numberOfLines: Int = 1, frame: Rect = .zero) {
        storedText = text
        storedNumberOfLines = numberOfLines
        super.init(frame: frame)
    }

    /// The lines the label shows at its current width.
    public var lines: [String] {
        TextLayout(text, width: frame.width, numberOfLines: numberOfLines).lines
    }

    /// The wrapped text's size within `proposal`'s width: its widest line by its number of lines.
    /// The proposed height is not a limit, so a container can see how tall the text wants to be.
    override open func sizeThatFits(_ proposal: Size) -> Size {
        TextLayout(text, width: proposal.width, numberOfLines: numberOfLines).size
    }

    /// Draws the lines from the top-left corner; rows below the frame are clipped away.
    override open func draw(in canvas: inout TextCanvas, at origin: Point) {
        for (row, line) in lines.enumerated() {
            canvas.write(line, at: Point(x: origin.x, y: origin.y + row))
        }
    }
}
