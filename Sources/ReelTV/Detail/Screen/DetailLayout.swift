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

    /// Tiles per line in the grid pattern.
    static let gridColumns = 3

    /// The collection view's layout: the content section as a list, recommend rows as the A/B
    /// pattern says (sections past the first take the last style).
    static func collectionLayout(pattern: RecommendPattern) -> CollectionLayout {
        CollectionLayout(
            sectionStyles: [.list, pattern == .grid ? .grid(columns: gridColumns) : .list],
            showsSectionHeaders: true, rowSpacing: 0, columnSpacing: 1)
    }
}
