import ReelDiff

/// The model of a generated section: `id` is the section's identity and `title` its own
/// content, so a new title with the same id is a section update.
public struct SectionHeader: IdentifiableType, Hashable, Sendable, CustomStringConvertible {
    public var id: Int
    public var title: Int

    /// Creates section `id` with `title`.
    public init(id: Int, title: Int = 0) {
        self.id = id
        self.title = title
    }

    public var identity: Int { id }

    public var description: String { title == 0 ? "S\(id)" : "S\(id)·\(title)" }
}
