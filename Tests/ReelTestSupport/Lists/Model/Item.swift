import ReelDiff

/// An item of the generated lists. `id` is its identity and `content` what its cell shows, so
/// two items with the same id and different content are one item whose content changed.
public struct Item: IdentifiableType, Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var content: Int

    /// Creates item `id` showing `content`.
    public init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    public var identity: Int { id }

    /// `7` for item 7 with content 0, `7·2` for content 2: short enough to print whole lists.
    public var description: String { content == 0 ? "\(id)" : "\(id)·\(content)" }
}
