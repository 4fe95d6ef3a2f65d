import ReelDataSourceUIKit

/// A table view cell laid out as a ``StackCell``: the rows of the downloads and My Video screens,
/// each a title line over a row of controls.
class StackTableCell: UITableViewCell, StackCell {
    let stackView = UIStackView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
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

    /// Shows `title` on the first line and `controls` side by side, a column apart, below it.
    func addTitle(_ title: UIView, over controls: [UIView]) {
        let row = UIStackView(arrangedSubviews: controls)
        row.spacing = 1
        stackView.addArrangedSubview(title)
        stackView.addArrangedSubview(row)
    }
}
