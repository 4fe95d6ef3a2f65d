import ReelDataSourceUIKit

/// The series' key art, the first cell of the content section in portrait.
final class ThumbnailCell: UICollectionViewCell {
    let image = UIImageView(image: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(image)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    func configure(title: String) {
        image.image = UIImage(named: title)
    }

    /// The key art's size at `width`: see ``DetailLayout/thumbnailSize``.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: DetailLayout.thumbnailSize.fitted(toWidth: size.width).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        image.frame = CGRect(origin: .zero, size: DetailLayout.thumbnailSize.fitted(toWidth: contentView.bounds.width))
    }
}
