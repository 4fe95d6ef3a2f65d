import ReelDiff

/// A section of the full episode list: a season under its title, or the request's status.
package struct EpisodeListSection: AnimatableSectionModelType, Hashable, Sendable {
    /// What the section is.
    package enum Kind: Hashable, Sendable {
        /// The loading or failure row, without a header.
        case status
        /// A season, headed by its title.
        case season(id: String, title: String)
    }

    /// What the section is.
    package var kind: Kind
    /// The rows.
    package var items: [EpisodeListItem]

    /// Creates a section.
    package init(kind: Kind, items: [EpisodeListItem]) {
        self.kind = kind
        self.items = items
    }

    package init(original: EpisodeListSection, items: [EpisodeListItem]) {
        self.init(kind: original.kind, items: items)
    }

    package var identity: String {
        switch kind {
        case .status: "status"
        case .season(let id, _): "season-\(id)"
        }
    }

    /// A changed title updates the header in place.
    package func isContentEqual(to other: EpisodeListSection) -> Bool { kind == other.kind }
}
