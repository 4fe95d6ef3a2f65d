import Foundation

extension UIView {
    /// How a view's content fills its bounds. The stand-in draws no content: the mode is
    /// accepted but not drawn, for a renderer to read.
    public enum ContentMode: Int, @unchecked Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
        case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }
}
