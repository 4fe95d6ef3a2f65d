import ReelDataSourceUIKit

/// A cell whose content is a vertical stack filling its content view, as tall as the stack needs
/// at the cell's width: the detail screen's collection view cells (``StackCollectionCell``) and
/// the downloads and My Video rows (``StackTableCell``). UIKit's two cell classes have no common
/// base but `UIView`, so the layout lives here once and each class calls it.
@MainActor
protocol StackCell: UIView {
    /// The stack; add the cell's views to it.
    var stackView: UIStackView { get }
    /// The cell's content view, which UIKit keeps as large as the cell.
    var contentView: UIView { get }
}

extension StackCell {
    /// Puts the stack in the content view; the cell's initialiser calls it.
    func installStack() {
        stackView.axis = .vertical
        contentView.addSubview(stackView)
    }

    /// Fills the content view with the stack; the cell's `layoutSubviews()` calls it after `super`.
    func layOutStack() {
        stackView.frame = contentView.bounds
    }

    /// The proposed width, and the stack's height at that width: the cell's `sizeThatFits(_:)`.
    func stackSize(fitting size: CGSize) -> CGSize {
        CGSize(width: size.width, height: stackView.fittingSize(forWidth: size.width).height)
    }
}
