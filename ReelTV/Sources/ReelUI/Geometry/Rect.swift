/// A rectangle of terminal cells: an origin and a size, like `CGRect` on whole cells.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left cell and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The first column.
    public var minX: Int { origin.x }
    /// The first row.
    public var minY: Int { origin.y }
    /// The first column to the right of the rectangle.
    public var maxX: Int { origin.x + size.width }
    /// The first row below the rectangle.
    public var maxY: Int { origin.y + size.height }
    /// The number of columns.
    public var width: Int { size.width }
    /// The number of rows.
    public var height: Int { size.height }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        (minX..<maxX).contains(point.x) && (minY..<maxY).contains(point.y)
    }

    /// Whether the two rectangles share at least one cell.
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The cells both rectangles cover; empty (at `minX`, `minY` of the overlap) when they share none.
    public func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX)
        let y = max(minY, other.minY)
        return Rect(x: x, y: y, width: max(0, min(maxX, other.maxX) - x), height: max(0, min(maxY, other.maxY) - y))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on the top and bottom.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
