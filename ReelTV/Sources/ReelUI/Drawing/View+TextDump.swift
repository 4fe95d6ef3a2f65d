extension View {
    /// The view and its visible subviews drawn into text, one line per row, trailing spaces
    /// trimmed: what a terminal would show, for snapshot tests and debugging.
    ///
    /// Views are drawn back to front at their current frames, each clipped to its own frame and
    /// to every ancestor's; nothing is laid out first, so run the loop's turn before dumping.
    public func textDump() -> String {
        var canvas = TextCanvas(size: frame.size)
        drawHierarchy(into: &canvas)
        return canvas.description
    }

    /// Draws the view and its visible subviews into `canvas` the way ``textDump()`` does, with
    /// the view's top-left corner at the canvas's: for front ends that need the cells (a
    /// terminal highlighting the focus) or a canvas of another size (the screen's), which
    /// clips what does not fit.
    public func drawHierarchy(into canvas: inout TextCanvas) {
        drawHierarchy(in: &canvas, at: .zero, clip: Rect(origin: .zero, size: canvas.size))
    }

    private func drawHierarchy(in canvas: inout TextCanvas, at origin: Point, clip: Rect) {
        let clip = clip.intersection(Rect(origin: origin, size: frame.size))
        guard !clip.isEmpty else { return }
        canvas.clipRect = clip
        draw(in: &canvas, at: origin)
        let shown = visibleRect.origin
        for subview in subviews where !subview.isHidden {
            let subviewOrigin = Point(
                x: origin.x + subview.frame.minX - shown.x,
                y: origin.y + subview.frame.minY - shown.y)
            subview.drawHierarchy(in: &canvas, at: subviewOrigin, clip: clip)
        }
    }
}
