import Foundation

// Geometry along an axis and across it, so a stack view's layout is written once for both.
extension NSLayoutConstraint.Axis {
    /// The extent of `size` along the axis.
    func length(of size: CGSize) -> CGFloat {
        self == .vertical ? size.height : size.width
    }

    /// The extent of `size` across the axis.
    func breadth(of size: CGSize) -> CGFloat {
        self == .vertical ? size.width : size.height
    }

    /// The size with `length` along the axis and `breadth` across it.
    func size(length: CGFloat, breadth: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }

    /// The rectangle starting `position` along the axis and `offset` across it.
    func rect(position: CGFloat, offset: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
        let origin = self == .vertical ? CGPoint(x: offset, y: position) : CGPoint(x: position, y: offset)
        return CGRect(origin: origin, size: size(length: length, breadth: breadth))
    }
}
