import ReelDataSourceUIKit

extension UIView {
    /// Shows `newViews` in place of `oldViews`: takes out those of `oldViews` that are not among
    /// `newViews`, adds those of `newViews` that are not subviews yet, and asks for a layout,
    /// which places them. Views in both stay where they are in the subview list.
    func replaceSubviews(_ oldViews: [UIView], with newViews: [UIView]) {
        let kept = Set(newViews.map(ObjectIdentifier.init))
        for view in oldViews where !kept.contains(ObjectIdentifier(view)) { view.removeFromSuperview() }
        for view in newViews where view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }
}
