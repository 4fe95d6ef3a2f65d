import ReelDiff

/// A section of the full episode list: a season under its title, or the request's status.
public struct EpisodeListSection: AnimatableSectionModelType, Hashable, Sendable {
    /// What the section is.
    public enum Kind: Hashable, Sendable {
        /// The loading or failure row, without a header.
        case status
        /// A season, headed by its title.
        case season(id: String, title: String)
    }

    /// What the section is.
    public var kind: Kind
    /// The rows.
    public var items: [EpisodeListItem]

    /// Creates a section.
    public init(kind: Kind, items: [EpisodeListItem]) {
        self.kind = kind
        self.items = items
    }

    public init(original: EpisodeListSection, items: [EpisodeListItem]) {
        self.init(kind: original.kind, items: items)
    }

    public var identity: String {
        switch kind {
        case .status: "status"
        case .season(let id, _): "season-\(id)"
        }
    }

    /// A changed title updates the header in place.
    public func isContentEqual(to other: EpisodeListSection) -> Bool { kind == other.kind }
}
