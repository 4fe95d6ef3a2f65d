/// The position of an item in a sectioned list: like UIKit's `IndexPath`, without Foundation's
/// cost. In a linear diff the section is always 0.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within its section.
    public var item: Int

    /// Creates the path of `item` in `section`.
    @inlinable
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    @inlinable
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    public var description: String { "[\(section), \(item)]" }
}
