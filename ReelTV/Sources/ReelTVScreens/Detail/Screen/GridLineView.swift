import ReelDataSourceUIKit

/// A line of the grid pattern outside a list: up to ``DetailLayout/gridColumns`` tiles side by
/// side, ``DetailLayout/gridSpacing`` apart, each as wide as a tile of the list's grid, the line
/// as tall as its tallest tile. A short last line keeps the columns' widths.
@MainActor
final class GridLineView: UIView {
    /// The tiles, left to right. Setting them takes out the tiles no longer shown and adds the
    /// new ones.
    var tiles: [UIView] = [] {
        didSet { replaceSubviews(oldValue, with: tiles) }
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let tileWidth = DetailLayout.gridItemWidth(forWidth: size.width)
        let height = tiles.map { $0.sizeThatFits(CGSize(width: tileWidth, height: .greatestFiniteMagnitude)).height }.max() ?? 0
        return CGSize(width: size.width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let tileWidth = DetailLayout.gridItemWidth(forWidth: bounds.width)
        for (column, tile) in tiles.enumerated() {
            let height = tile.sizeThatFits(CGSize(width: tileWidth, height: .greatestFiniteMagnitude)).height
            tile.frame = CGRect(x: CGFloat(column) * (tileWidth + DetailLayout.gridSpacing), y: 0, width: tileWidth, height: height)
        }
    }
}
