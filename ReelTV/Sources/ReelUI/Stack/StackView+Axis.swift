extension StackView {
    /// The direction a stack view lines its arranged views up in.
    public enum Axis: Hashable, Sendable {
        /// Top to bottom, like a portrait screen's content.
        case vertical
        /// Left to right, like a landscape screen's thumbnail beside its content.
        case horizontal
    }
}

/// Axis-independent geometry, so the stack's layout is written once for both directions.
extension StackView.Axis {
    /// The extent of `size` along the axis.
    func length(of size: Size) -> Int {
        self == .vertical ? size.height : size.width
    }

    /// The extent of `size` across the axis.
    func breadth(of size: Size) -> Int {
        self == .vertical ? size.width : size.height
    }

    /// The size that has `length` along the axis and `breadth` across it.
    func size(length: Int, breadth: Int) -> Size {
        self == .vertical ? Size(width: breadth, height: length) : Size(width: length, height: breadth)
    }

    /// The rectangle starting `position` cells along the axis and `offset` cells across it.
    func rect(position: Int, offset: Int, length: Int, breadth: Int) -> Rect {
        let size = size(length: length, breadth: breadth)
        return self == .vertical
            ? Rect(origin: Point(x: offset, y: position), size: size)
            : Rect(origin: Point(x: position, y: offset), size: size)
    }
}
