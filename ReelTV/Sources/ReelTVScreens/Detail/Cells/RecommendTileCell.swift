import ReelTVModel
import ReelUI

/// A recommended series as a tile of the grid pattern.
final class RecommendTileCell: CollectionViewCell {
    private let image = ImageView(name: "", preferredSize: DetailLayout.tileImageSize)
    private let title = Button(title: "")

    required init() {
        super.init()
        addSubview(StackView(arrangedSubviews: [image, title], axis: .vertical))
    }

    func configure(rowID: String, series: Series, onTap: @escaping @MainActor () -> Void) {
        image.name = series.genre
        title.identifier = "recommend-\(rowID)-\(series.id)"
        title.title = series.title
        title.onTap = onTap
    }
}
