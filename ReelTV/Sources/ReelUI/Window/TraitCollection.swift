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
    /// The traits of the same screen turned a quarter: the other orientation, with the
    /// screen's physical width and height swapped.
    ///
    /// A terminal cell is about twice as tall as it is wide, so the screen's rows become twice as
    /// many columns and its columns half as many rows: 40×24 cells turn into 48×20, and back into
    /// 40×24 (an odd width loses its last column on the way).
    public var rotated: TraitCollection {
        TraitCollection(
            size: Size(width: size.height * 2, height: size.width / 2),
            orientation: orientation == .portrait ? .landscape : .portrait)
    }
}
