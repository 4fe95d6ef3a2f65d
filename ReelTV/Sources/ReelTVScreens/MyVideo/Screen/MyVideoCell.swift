import ReelUI

/// A saved series: the row opens it (`series-<id>`), its button removes it from My Video
/// (`remove-<id>`).
final class MyVideoCell: SelectableCell {
    private let title = Label()
    private let genre = Label()
    private let remove = Button(title: "削除")

    required init() {
        super.init()
        let controls = StackView(arrangedSubviews: [remove, genre], axis: .horizontal, spacing: 1)
        addSubview(StackView(arrangedSubviews: [title, controls], axis: .vertical))
    }

    func configure(_ item: MyVideoItem, onOpen: @escaping @MainActor () -> Void, onRemove: @escaping @MainActor () -> Void) {
        identifier = "series-\(item.seriesID)"
        onSelect = onOpen
        title.text = item.title
        genre.text = item.genre
        remove.identifier = "remove-\(item.seriesID)"
        remove.onTap = onRemove
    }
}
