import ReelDataSourceUIKit

extension UIView {
    /// The size the view needs at `width`, as tall as its content.
    ///
    /// A stack view's comes from its visible arranged views, stacked along its axis with its
    /// spacing, each asked the same way: what Auto Layout works out for a stack view on iOS,
    /// where a stack view's `sizeThatFits(_:)` answers its current size. Any other view answers
    /// its `sizeThatFits(_:)` for `width` and an unbounded height.
    func fittingSize(forWidth width: CGFloat) -> CGSize {
        guard let stack = self as? UIStackView else {
            return sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        var length: CGFloat = 0
        var breadth: CGFloat = 0
        var isFirst = true
        for view in stack.arrangedSubviews where !view.isHidden {
            let spacing = isFirst ? 0 : stack.spacing
            isFirst = false
            if stack.axis == .vertical {
                let size = view.fittingSize(forWidth: width)
                length += spacing + size.height
                breadth = max(breadth, size.width)
            } else {
                let size = view.fittingSize(forWidth: max(0, width - length - spacing))
                length += spacing + size.width
                breadth = max(breadth, size.height)
            }
        }
        return stack.axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
    }
}
