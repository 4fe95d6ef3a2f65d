import ReelDiff

/// A section of the detail screen: the content section, then one per recommend row.
package struct DetailSection: AnimatableSectionModelType, Hashable, Sendable {
    /// What the section is.
    package enum Kind: Hashable, Sendable {
        /// Thumbnail, summary, content info, actions, episodes, and the recommendations'
        /// loading or failure.
        case content
        /// A recommend row, with its heading and how its items are laid out.
        case recommend(id: String, title: String, pattern: RecommendPattern)
    }

    /// What the section is; its header shows a recommend row's title.
    package var kind: Kind
    /// The cells.
    package var items: [DetailItem]

    /// Creates a section.
    package init(kind: Kind, items: [DetailItem]) {
        self.kind = kind
        self.items = items
    }

    package init(original: DetailSection, items: [DetailItem]) {
        self.init(kind: original.kind, items: items)
    }

    package var identity: String {
        switch kind {
        case .content: "content"
        case .recommend(let id, _, _): "recommend-\(id)"
        }
    }

    /// A changed heading or pattern updates the section's header in place.
    package func isContentEqual(to other: DetailSection) -> Bool { kind == other.kind }
}
