import ReelDataSourceUIKit

/// A collection view cell laid out as a ``StackCell``: the detail screen's cells are built on it.
class StackCollectionCell: UICollectionViewCell, StackCell {
    let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        installStack()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layOutStack()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        stackSize(fitting: size)
    }
}
