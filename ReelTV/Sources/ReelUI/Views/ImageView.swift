/// A placeholder for an image: a shaded rectangle with the image's name in its middle, which is
/// all a terminal can show of a thumbnail.
@MainActor
open class ImageView: View {
    /// The image's name, shown centred, shortened with "…" when the view is too narrow.
    public var name: String

    /// The size the image would like, as its pixel size would give in UIKit; `nil` leaves the
    /// fitting size to the frame. A change marks the view and its superview as needing layout.
    public var preferredSize: Size? {
        didSet {
            if preferredSize != oldValue { invalidateFittingSize() }
        }
    }

    /// Creates a placeholder for the image `name`, which would like `preferredSize`.
    public init(name: String, preferredSize: Size? = nil, frame: Rect = .zero) {
        self.name = name
        self.preferredSize = preferredSize
        super.init(frame: frame)
    }

    /// The preferred size, scaled down to the proposal's width with its aspect ratio kept (a
    /// thumbnail in a narrow column gets shorter too); the frame's size if there is none.
    override open func sizeThatFits(_ proposal: Size) -> Size {
        guard let preferredSize else { return frame.size }
        guard preferredSize.width > proposal.width, preferredSize.width > 0 else { return preferredSize }
        let width = max(0, proposal.width)
        let height = (preferredSize.height * width + preferredSize.width / 2) / preferredSize.width
        return Size(width: width, height: height)
    }

    /// Shades the whole frame with "░" and writes the name over it, in the middle row.
    override open func draw(in canvas: inout TextCanvas, at origin: Point) {
        canvas.fill(Rect(origin: origin, size: frame.size), with: "░")
        guard let line = TextLayout(name, width: frame.width, numberOfLines: 1).lines.first else { return }
        let column = origin.x + (frame.width - line.cellWidth) / 2
        canvas.write(line, at: Point(x: column, y: origin.y + (frame.height - 1) / 2))
    }
}
