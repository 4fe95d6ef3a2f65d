/// How a ``CollectionView`` arranges its sections: each section a vertical list or a grid of
/// self-sizing rows, optionally under a header and above a footer.
public struct CollectionLayout: Sendable {
    /// The arrangement of one section's items.
    public enum SectionStyle: Hashable, Sendable {
        /// One item per row, as wide as the collection view.
        case list
        /// `columns` items per row, sharing the width; a row is as tall as its tallest item.
        case grid(columns: Int)

        var columns: Int {
            switch self {
            case .list: 1
            case .grid(let columns): max(1, columns)
            }
        }
    }

    /// The style of each section; sections past the end use the last style, or `.list`.
    public var sectionStyles: [SectionStyle]
    /// Whether each section has a header slot (its header may still be `nil`).
    public var showsSectionHeaders: Bool
    /// Whether each section has a footer slot (its footer may still be `nil`).
    public var showsSectionFooters: Bool
    /// Empty rows between two rows of items.
    public var rowSpacing: Int
    /// Empty columns between two items of a grid row.
    public var columnSpacing: Int
    /// The height assumed for items, headers and footers never measured yet (they are measured when
    /// they come near the visible area, as UIKit's self-sizing does).
    public var estimatedHeight: Int
    /// How many rows beyond the visible area, above and below, get cells ready.
    public var prefetchRows: Int

    /// Creates a layout; by default every section is a list without headers or footers.
    public init(
        sectionStyles: [SectionStyle] = [.list], showsSectionHeaders: Bool = false, showsSectionFooters: Bool = false,
        rowSpacing: Int = 0, columnSpacing: Int = 1, estimatedHeight: Int = 1, prefetchRows: Int = 4
    ) {
        self.sectionStyles = sectionStyles
        self.showsSectionHeaders = showsSectionHeaders
        self.showsSectionFooters = showsSectionFooters
        self.rowSpacing = rowSpacing
        self.columnSpacing = columnSpacing
        self.estimatedHeight = estimatedHeight
        self.prefetchRows = prefetchRows
    }

    /// The style of `section`.
    public func style(ofSection section: Int) -> SectionStyle {
        sectionStyles.isEmpty ? .list : sectionStyles[min(section, sectionStyles.count - 1)]
    }
}

extension CollectionLayout {
    /// Whether each section has a slot for views at `position`.
    func showsSectionViews(at position: SectionViewPosition) -> Bool {
        switch position {
        case .header: showsSectionHeaders
        case .footer: showsSectionFooters
        }
    }
}
