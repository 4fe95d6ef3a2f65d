import Foundation

extension CGSize {
    /// This size where it fits `width`, else shrunk to `width` keeping its aspect ratio (the
    /// height rounded to whole points): how a picture's preferred size shrinks with its column.
    func fitted(toWidth width: CGFloat) -> CGSize {
        guard self.width > width, self.width > 0 else { return self }
        let fittedWidth = Swift.max(0, width)
        return CGSize(width: fittedWidth, height: (height * fittedWidth / self.width).rounded())
    }
}
