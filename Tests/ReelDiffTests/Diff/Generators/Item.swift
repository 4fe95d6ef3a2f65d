import ReelDiff

/// An item of the generated lists. `id` is its identity and `content` what its cell shows, so
/// two items with the same id and different content are one item whose content changed.
struct Item: IdentifiableType, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    var identity: Int { id }

    /// `7` for item 7 with content 0, `7·2` for content 2: short enough to print whole lists.
    var description: String { content == 0 ? "\(id)" : "\(id)·\(content)" }
}
