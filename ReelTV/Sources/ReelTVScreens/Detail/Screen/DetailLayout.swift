import ReelDataSourceUIKit

/// Sizes of the detail screen, in points (a terminal cell each).
enum DetailLayout {
    /// The key art's preferred size; it shrinks with its column's width.
    static let thumbnailSize = CGSize(width: 48, height: 8)

    /// The key art beside the list in landscape: two fifths of the width, so the list keeps the
    /// rest, in the key art's proportions.
    static func landscapeThumbnailSize(forWidth width: CGFloat) -> CGSize {
        let thumbnailWidth = (width * 2 / 5).rounded(.down)
        return CGSize(width: thumbnailWidth, height: (thumbnailWidth * thumbnailSize.height / thumbnailSize.width).rounded(.down))
    }

    /// The gap between the landscape key art and the list, so the key art's caption never runs
    /// into the list's text.
    static let thumbnailSpacing: CGFloat = 1

    /// Tiles per line in the grid pattern.
    static let gridColumns = 3
    /// The space between two tiles of a line.
    static let gridSpacing: CGFloat = 1
    /// A grid tile's picture; its title takes one line below it.
    static let tileImageSize = CGSize(width: 12, height: 3)

    /// A tile's width in a list `width` wide: the width less the spaces between
    /// ``gridColumns`` tiles, shared equally, in whole points so a line's tiles always fit.
    static func gridItemWidth(forWidth width: CGFloat) -> CGFloat {
        let columns = CGFloat(gridColumns)
        return max(0, ((width - gridSpacing * (columns - 1)) / columns).rounded(.down))
    }

    /// The collection view's layout: lines without spacing, tiles ``gridSpacing`` apart. The
    /// screen's flow layout delegate sizes the items (the content section and list-pattern
    /// rows a line each, grid tiles ``gridColumns`` to a line) and the recommend rows' headers.
    @MainActor
    static func collectionLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = gridSpacing
        return layout
    }
}
