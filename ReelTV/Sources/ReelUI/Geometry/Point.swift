/// A position in terminal cells: `x` counts columns to the right, `y` rows down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates the point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, column 0 and row 0.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
