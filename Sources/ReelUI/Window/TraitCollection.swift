/// The environment a window shows its views in: its size in cells and its orientation.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Which way the screen is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        case portrait
        case landscape
    }

    /// The window's size in cells.
    public var size: Size
    /// Portrait or landscape.
    public var orientation: Orientation

    /// Creates traits for a window of `size` held in `orientation`.
    public init(size: Size, orientation: Orientation) {
        self.size = size
        self.orientation = orientation
    }

    public var description: String { "\(orientation) \(size)" }
}

extension TraitCollection {
    /// The traits of the same screen turned a quarter: the other orientation, with width and
    /// height swapped.
    public var rotated: TraitCollection {
        TraitCollection(
            size: Size(width: size.height, height: size.width),
            orientation: orientation == .portrait ? .landscape : .portrait)
    }
}
