import ReelUI

/// The series' key art, the first cell of the content section in portrait.
final class ThumbnailCell: CollectionViewCell {
    let image = ImageView(name: "thumbnail", preferredSize: DetailLayout.thumbnailSize)

    required init() {
        super.init()
        addSubview(image)
    }

    func configure(title: String) {
        image.name = title
    }
}
