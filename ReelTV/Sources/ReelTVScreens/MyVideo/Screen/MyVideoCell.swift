import ReelDataSourceUIKit

/// A saved series: selecting the row opens it (`series-<id>`), its button removes it from My
/// Video (`remove-<id>`), as swiping the row to delete it does.
final class MyVideoCell: StackTableCell {
    private let title = UILabel()
    private let genre = UILabel()
    private let remove = UIButton.titled("削除")

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addTitle(title, over: [remove, genre])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(_ item: MyVideoItem, onRemove: @escaping @MainActor () -> Void) {
        accessibilityIdentifier = "series-\(item.seriesID)"
        title.text = item.title
        genre.text = item.genre
        remove.accessibilityIdentifier = "remove-\(item.seriesID)"
        remove.setTapHandler(onRemove)
    }
}
