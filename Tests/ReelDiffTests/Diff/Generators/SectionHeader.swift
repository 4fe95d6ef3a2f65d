import ReelDiff

/// The model of a generated section: `id` is the section's identity and `title` its own
/// content, so a new title with the same id is a section update.
struct SectionHeader: IdentifiableType, Hashable, Sendable, CustomStringConvertible {
    var id: Int
    var title: Int

    var identity: Int { id }

    var description: String { title == 0 ? "S\(id)" : "S\(id)·\(title)" }
}
