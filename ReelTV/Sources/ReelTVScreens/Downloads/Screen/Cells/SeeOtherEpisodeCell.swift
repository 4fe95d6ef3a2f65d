import ReelDataSourceUIKit

/// The link from the downloads screen to a series' detail, where its other episodes are: the
/// series' title (wrapped, since titles run long) over the button.
final class SeeOtherEpisodeCell: StackTableCell {
    private let title = UILabel(numberOfLines: 2)
    private let button = UIButton.titled("ほかのエピソードを見る")

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stackView.addArrangedSubview(title)
        stackView.addArrangedSubview(button)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(series: DownloadSeries, onTap: @escaping @MainActor () -> Void) {
        button.accessibilityIdentifier = "see-other-\(series.id)"
        title.text = series.title
        button.setTapHandler(onTap)
    }
}
