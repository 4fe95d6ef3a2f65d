import ReelUI

/// Sizes of the detail screen, in cells.
enum DetailLayout {
    /// The key art's preferred size; it shrinks with its column's width.
    static let thumbnailSize = Size(width: 48, height: 8)
    /// The key art beside the list in landscape: two fifths of the width, so the list keeps the rest.
    static func landscapeThumbnailSize(forWidth width: Int) -> Size {
        let thumbnailWidth = width * 2 / 5
        return Size(width: thumbnailWidth, height: thumbnailWidth * thumbnailSize.height / thumbnailSize.width)
    }

    /// Sets the root stack's axis for `orientation`: portrait stacks the list (the thumbnail
    /// inside it) alone; landscape puts the thumbnail beside the list, a column apart so the
    /// thumbnail's caption never runs into the list's text.
    @MainActor
    static func arrangeRoot(_ stack: StackView, for orientation: TraitCollection.Orientation) {
        stack.axis = orientation == .portrait ? .vertical : .horizontal
        stack.spacing = orientation == .portrait ? 0 : 1
    }

    /// Tiles per line in the grid pattern.
    static let gridColumns = 3
    /// A grid tile's image; its title takes one row below it.
    static let tileImageSize = Size(width: 12, height: 3)

    /// Rows beyond the visible area that get cells ready once the screen is complete.
    static let prefetchRows = 4

    /// The collection view's layout: the content section as a list, recommend rows as the A/B
    /// pattern says (sections past the first take the last style).
    ///
    /// It starts without prefetching: until the first complete frame only the cells in sight
    /// are made, and the screen turns prefetching on after it. Items not measured yet are
    /// assumed as tall as a grid tile, the most common item: an estimate far below the real
    /// heights (one row) makes cells for items that measuring then pushes out of sight, and
    /// one far above them (the thumbnail's eight rows) makes a rotation, which forgets the
    /// heights, drop and remake the cells of the last rows.
    static func collectionLayout(pattern: RecommendPattern) -> CollectionLayout {
        CollectionLayout(
            sectionStyles: [.list, pattern == .grid ? .grid(columns: gridColumns) : .list],
            showsSectionHeaders: true, rowSpacing: 0, columnSpacing: 1, estimatedHeight: tileImageSize.height + 1,
            prefetchRows: 0)
    }
}
