import ReelDataSourceUIKit

/// A collection view cell whose content is a vertical stack filling its content view, as tall
/// as the stack needs: the detail screen's cells are built on it.
class StackCollectionCell: UICollectionViewCell {
    /// The stack; add the cell's views to it.
    let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.axis = .vertical
        contentView.addSubview(stackView)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stackView.frame = contentView.bounds
    }

    /// The proposed width, and the stack's height at that width.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: stackView.fittingSize(forWidth: size.width).height)
    }
}
