/// A view framed by a box-drawing border, with an optional title set into its top edge, and a
/// ``contentView`` filling the inside.
@MainActor
open class BoxView: View {
    /// The text set into the top border, shortened with "…" when the box is too narrow.
    public var title: String?

    /// The view filling the box inside its border, one cell in from every edge.
    public let contentView: View

    /// Creates a box around `contentView`, titled `title`.
    public init(title: String? = nil, contentView: View = View(), frame: Rect = .zero) {
        self.title = title
        self.contentView = contentView
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// Fits the content view inside the border.
    override open func layoutSubviews() {
        contentView.frame = bounds.insetBy(dx: 1, dy: 1)
    }

    /// The content's fitting size within the proposal less the border, plus the border.
    override open func sizeThatFits(_ proposal: Size) -> Size {
        let content = contentView.sizeThatFits(Size(width: proposal.width - 2, height: proposal.height - 2))
        return Size(width: content.width + 2, height: content.height + 2)
    }

    /// Draws the border, which needs at least two cells each way, and the title in the top edge
    /// between "┌─ " and " ─┐".
    override open func draw(in canvas: inout TextCanvas, at origin: Point) {
        let width = frame.width
        let height = frame.height
        guard width >= 2, height >= 2 else { return }
        let edge = String(repeating: "─", count: width - 2)
        canvas.write("┌\(edge)┐", at: origin)
        canvas.write("└\(edge)┘", at: Point(x: origin.x, y: origin.y + height - 1))
        for row in origin.y + 1..<origin.y + height - 1 {
            canvas.write("│", at: Point(x: origin.x, y: row))
            canvas.write("│", at: Point(x: origin.x + width - 1, y: row))
        }
        if let title, let line = TextLayout(title, width: width - 6, numberOfLines: 1).lines.first {
            canvas.write(" \(line) ", at: Point(x: origin.x + 2, y: origin.y))
        }
    }
}
