import Foundation
import ReelDataSourceUIKit

extension UIView {
    /// The view and its visible subviews drawn into text, one line per row, trailing spaces
    /// trimmed: what a terminal would show, for snapshot tests and debugging.
    ///
    /// Views are drawn back to front at their current frames, each clipped to its own bounds and
    /// to every ancestor's, each subview offset by its superview's bounds origin (so a scroll
    /// view shows the content it is scrolled to). Hidden views and views with an alpha below
    /// 0.01 are skipped with their subviews, as UIKit shows nothing of them; the view dumped is
    /// drawn whatever its own state (a window is hidden until made key). Nothing is laid out
    /// first, so run the loop's turn before dumping. What each kind of view draws:
    /// `UILabel` its `standInLines`, `UIImageView` a shaded box
    /// with its image's name; everything else (buttons, navigation bars, cells) through the
    /// labels and image views it holds.
    package func textDump() -> String {
        var canvas = TextCanvas(size: bounds.size)
        drawHierarchy(into: &canvas)
        return canvas.description
    }

    /// Draws the view and its visible subviews into `canvas` the way ``textDump()`` does, with
    /// the view's top-left corner at the canvas's: for front ends that need the cells (a
    /// terminal highlighting the focus) or a canvas of another size (the screen's), which
    /// clips what does not fit.
    package func drawHierarchy(into canvas: inout TextCanvas) {
        drawHierarchy(in: &canvas, at: .zero, clip: CGRect(origin: .zero, size: canvas.size))
    }

    /// Whether a hierarchy drawn into a canvas shows the view, if its superview is shown: it is
    /// neither hidden nor transparent.
    var isDrawn: Bool { !isHidden && alpha >= 0.01 }

    private func drawHierarchy(in canvas: inout TextCanvas, at origin: CGPoint, clip: CGRect) {
        let clip = clip.intersection(CGRect(origin: origin, size: bounds.size))
        guard !clip.isNull, !clip.isEmpty else { return }
        canvas.clipRect = clip
        drawOwnContent(in: &canvas, at: origin)
        let shown = bounds.origin
        for subview in subviews where subview.isDrawn {
            let subviewOrigin = CGPoint(x: origin.x + subview.frame.minX - shown.x, y: origin.y + subview.frame.minY - shown.y)
            subview.drawHierarchy(in: &canvas, at: subviewOrigin, clip: clip)
        }
    }

    /// Draws what the view shows itself, apart from its subviews, with its top-left corner at
    /// `origin`.
    private func drawOwnContent(in canvas: inout TextCanvas, at origin: CGPoint) {
        switch self {
        case let label as UILabel: label.drawLines(in: &canvas, at: origin)
        case let imageView as UIImageView: imageView.drawImage(in: &canvas, at: origin)
        default: break
        }
    }
}

extension UILabel {
    /// Draws `standInLines` as UIKit places a label's text: the block of lines
    /// centred vertically in the bounds (half a row up when the rows left over are odd), each line placed across the width by
    /// `textAlignment` (natural and justified text starts at the left, as in a
    /// left-to-right language).
    fileprivate func drawLines(in canvas: inout TextCanvas, at origin: CGPoint) {
        let lines = standInLines
        let top = origin.y + ((bounds.height - CGFloat(lines.count)) / 2).rounded(.down)
        for (row, line) in lines.enumerated() {
            let free = bounds.width - CGFloat(StandInTextMetrics.width(of: line))
            let indent: CGFloat =
                switch textAlignment {
                case .center: (free / 2).rounded(.down)
                case .right: free
                default: 0
                }
            canvas.write(line, at: CGPoint(x: origin.x + indent, y: top + CGFloat(row)))
        }
    }
}

extension UIImageView {
    /// The image the view shows now: the highlighted one while highlighted, if it has one.
    var shownImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// Draws the shown image as a terminal can: the bounds shaded with "░" and the image's name
    /// centred on the middle row, shortened with "…" when the view is too narrow. Without an
    /// image the view shows nothing, as in UIKit.
    fileprivate func drawImage(in canvas: inout TextCanvas, at origin: CGPoint) {
        guard let image = shownImage else { return }
        let frame = CGRect(origin: origin, size: bounds.size)
        canvas.fill(frame, with: "░")
        let cells = TextCanvas.cells(of: frame)
        let layout = StandInTextLayout(image.standInName, width: cells.columns.count, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        guard let line = layout.lines.first, !cells.rows.isEmpty else { return }
        let column = cells.columns.lowerBound + (cells.columns.count - StandInTextMetrics.width(of: line)) / 2
        let row = cells.rows.lowerBound + (cells.rows.count - 1) / 2
        canvas.write(line, at: CGPoint(x: column, y: row))
    }
}
